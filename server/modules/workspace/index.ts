export { getSettings, setModuleEnabled, type ModuleName } from './settings'
