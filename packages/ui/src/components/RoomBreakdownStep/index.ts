export { RoomBreakdownStep } from './RoomBreakdownStep';
export type { RoomBreakdownStepProps, FloorSpaces } from './RoomBreakdownStep';
