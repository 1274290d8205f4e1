declare module 'goober-original' {
  export * from 'goober';
}
