export {
  DEFAULT_OFFLINE_PLAN,
  DEFAULT_TIMINGS,
  DeviceSimulator,
  FAILURE_REASONS,
  type CommandTimings,
  type HeartbeatSample,
  type OfflinePlan,
  type SimulatorDevice,
  type SimulatorLogger,
  type SimulatorOptions,
  type SimulatorStats,
} from './simulator.js';
export { isFlakySerial, SimulatedDevice, workdayLoad } from './simulated-device.js';
export { readSecretsFile } from './secrets-file.js';
