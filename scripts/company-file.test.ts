// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { retentionDefine } from './company-file';

describe('the days an inquiry is kept, in the build', () => {
  it('are given to the build by PHX_RETENTION_DAYS, by the server’s own rule', () => {
    expect(retentionDefine({ PHX_RETENTION_DAYS: '90' })).toEqual({ __PHX_RETENTION_DAYS__: '90' });
    expect(retentionDefine({})).toEqual({ __PHX_RETENTION_DAYS__: '365' });
    expect(() => retentionDefine({ PHX_RETENTION_DAYS: 'ninety' })).toThrow(
      'PHX_RETENTION_DAYS must be a whole number of days, 1 or more.',
    );
  });
});
