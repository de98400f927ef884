import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordActivityQuery } from '@/lib/activity';
import type { ActivityOut } from '@/lib/api/types';
import { testQueryClient } from '@/test/render';
import { ActivityTimeline } from './ActivityTimeline';

const entry: ActivityOut = {
  activity_id: 3,
  action: 'update',
  summary: 'Project updated',
  changes: {
    site_address_id: { old: null, new: 21 },
    account_manager_id: { old: 2, new: 3 },
    name: { old: 'Kirkstall Forge', new: 'Kirkstall Forge phase 2' },
  },
  names: {
    site_address_id: { old: null, new: 'Plot 3, 1 Elland Road, Leeds, LS3 1LH' },
    account_manager_id: { old: 'Sam Staff', new: 'Priya Shah' },
  },
  actor_id: 1,
  actor_name: 'Ada Lovelace',
  created_at: '2025-11-20T12:00:00Z',
};

describe('activity timeline', () => {
  it('shows the records a change refers to by their names, never their ids', async () => {
    const page = async () => ({ items: [entry], total: 1, page: 1, items_per_page: 20 });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ActivityTimeline query={recordActivityQuery({ type: 'project', id: 4 }, page)} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Activity' });
    const lines = within(list)
      .getAllByRole('listitem')
      .slice(1)
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Site address: (blank) → Plot 3, 1 Elland Road, Leeds, LS3 1LH',
      'Account manager: Sam Staff → Priya Shah',
      'Name: Kirkstall Forge → Kirkstall Forge phase 2',
    ]);
  });

  it('names a linked task’s stage by its name under the label “Stage”', async () => {
    const moved: ActivityOut = {
      ...entry,
      activity_id: 4,
      action: 'task_stage',
      summary: 'Task “Chase the works”: Moved to Waiting',
      changes: { stage_id: { old: 1, new: 3 } },
      names: { stage_id: { old: 'To do', new: 'Waiting' } },
    };
    const page = async () => ({ items: [moved], total: 1, page: 1, items_per_page: 20 });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ActivityTimeline query={recordActivityQuery({ type: 'customer', id: 5 }, page)} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Activity' });
    expect(within(list).getByText('Stage: To do → Waiting')).toBeInTheDocument();
  });
});
