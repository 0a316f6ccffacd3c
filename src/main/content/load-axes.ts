import fs from 'node:fs';
import { z } from 'zod';
import { AXIS_IDS, AxisSchema, type Axis } from '@shared/domain/axes';
import { ContentError } from './content-error';
import { parseUntrustedYaml } from './yaml-limits';

const AxesFileSchema = z.object({ axes: z.array(AxisSchema) });

/** content/axes.yaml must describe exactly the 13 known axes, in any order. */
export function loadAxes(file: string): Axis[] {
  const parsed = AxesFileSchema.safeParse(parseUntrustedYaml(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw ContentError.fromZod(file, parsed.error);
  const ids = new Set(parsed.data.axes.map((a) => a.id));
  const missing = AXIS_IDS.filter((id) => !ids.has(id));
  if (missing.length || ids.size !== parsed.data.axes.length) {
    throw new ContentError(file, `axes: must list each of the 13 axes once (missing: ${missing.join(', ') || 'none'})`);
  }
  return parsed.data.axes;
}
