export { LinkProblem } from '@/components/LinkProblem';
