"""The task pad: tasks on a board of stages, linked to any records, with their people, notes, messages and
activity. Tasks are made by hand or raised by the rules from what happens in the business."""
