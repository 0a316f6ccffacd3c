import { useCallback } from 'react';
import { useChannelQuery } from '../../lib/query';
import { titleCase } from './labels';

/** Axis ids to their titles from axes.yaml; until they load (or if they fail) the id is made readable. */
export function useAxisTitles(): (id: string) => string {
  const axes = useChannelQuery('axes:list', {});
  const list = axes.data?.axes;
  return useCallback((id: string) => list?.find((a) => a.id === id)?.title ?? titleCase(id), [list]);
}
