import type { NextKind } from '@shared/ipc/channels/home';

export const KIND_LABEL: Record<NextKind, string> = {
  track_section: 'Track section',
  companion_problem: 'Companion problem',
  reflection: 'Reflection',
  redrill: 'Re-drill',
  problem: 'Problem',
  reading: 'Reading',
  writing: 'Writing',
  none: 'Getting started',
};

export const START_LABEL: Record<NextKind, string> = {
  track_section: 'Open section',
  companion_problem: 'Start problem',
  reflection: 'Revisit reflection',
  redrill: 'Re-drill problem',
  problem: 'Start problem',
  reading: 'Open reading',
  writing: 'Continue writing',
  none: 'Browse tracks',
};
