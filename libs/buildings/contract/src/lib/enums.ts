/**
 * The buildings domain's enumerations. Their values are the database's vocabulary too (the schema and the
 * demo-data seeder in the shared server libs use them), so they are defined once in the shared contract
 * and this domain's contract is where its own code imports them from.
 */
export { BuildingStatus, buildingStatusLabels } from '@app/contract';
