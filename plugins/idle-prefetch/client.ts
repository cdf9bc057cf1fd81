import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installIdlePrefetch, type Schedule} from './queue';

const idle: Schedule = (task) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => task(), {timeout: 2000}) : setTimeout(task, 1);

if (ExecutionEnvironment.canUseDOM) {
  installIdlePrefetch(window as unknown as Parameters<typeof installIdlePrefetch>[0], idle);
}
