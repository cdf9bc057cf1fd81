// CSS modules in unit tests: every class name maps to itself. `__esModule` is false so that a
// default import (`import styles from './x.module.css'`) gets this proxy, not the string 'default'.
module.exports = new Proxy({}, {get: (_t, key) => (key === '__esModule' ? false : key)});
