import { describePageActionFuzz } from '../setup/page-action-fuzz.ts';

describePageActionFuzz('anonymous');
