/** The workspace module as other modules and the server see it: everything else in this folder is its own. */
export { completeModules, getSettings, saveSettings, setModuleEnabled, type WorkspaceModules, type ModuleName } from './settings'
