declare module 'goober-original' {
  import goober = require('goober');
  export = goober;
}
