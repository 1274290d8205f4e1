declare module '@r2wc/core-original' {
  export { default } from '@r2wc/core';
}
