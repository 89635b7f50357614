export { ScenarioFigureList, scenarioFigureTexts } from './ScenarioFigures';
export type { ScenarioFigureListProps, ScenarioFigures } from './ScenarioFigures';
