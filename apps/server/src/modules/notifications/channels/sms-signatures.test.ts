import { describe, expect, it } from 'vitest';
import { acs3Authorization, emptyBodyHash, percentEncode, tc3Authorization } from './provider-signatures.js';

/** Each provider's signature against the worked example its documentation publishes, every input fixed. */
describe('the SMS providers’ request signatures', () => {
  it("TC3-HMAC-SHA256 gives Tencent Cloud's published example signature", () => {
    // Tencent Cloud API 3.0 "Signature v3": the CVM DescribeInstances example.
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      contentType: 'application/json; charset=utf-8',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, ' +
        'Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it("ACS3-HMAC-SHA256 gives Alibaba Cloud's published example signature", () => {
    // Alibaba Cloud "V3 request structure and signature": the ECS RunInstances example.
    const authorization = acs3Authorization({
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
      method: 'POST',
      query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
      headers: {
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-content-sha256': emptyBodyHash,
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-version': '2014-05-26',
      },
    });
    expect(authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
        'Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
    expect(emptyBodyHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('percent-encodes as Alibaba Cloud documents', () => {
    expect(percentEncode("a b*c~d!'()中")).toBe('a%20b%2Ac~d%21%27%28%29%E4%B8%AD');
  });
});
