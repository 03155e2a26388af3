import { z } from 'zod';
import { recordIdParam } from '../../domain/record-id';

/** `/api/investors/{id}`: the canonical id only ('+1', '01' and ' 1 ' do not name investor 1). */
export const investorIdParamsSchema = z.object({ id: recordIdParam('Investor id') });
