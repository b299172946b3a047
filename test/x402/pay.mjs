// pay.mjs: pays one x402 endpoint with the official x402 TypeScript client (@x402/fetch,
// @x402/evm's exact scheme, a viem account), as a third party would. Run by x402_test.go.
//
//   node test/x402/pay.mjs <url> <payer private key 0x..> <JSON body> <network> <asset> <max per payment> [--replay]
//
// The client's spend controls allow that one asset on that network up to the cap, as a third
// party paying a devnet token must (by default it pays only well-known assets).
// Prints one JSON line: {status, body, paymentResponse, replay?: {status, error}}. With
// --replay it sends the same PAYMENT-SIGNATURE header again (without the client) and reports
// how the server answered.
import { wrapFetchWithPayment, x402Client, decodePaymentResponseHeader } from '@x402/fetch';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount } from 'viem/accounts';

const [url, key, body, network, asset, max, flag] = process.argv.slice(2);
const account = privateKeyToAccount(key);
const client = new x402Client();
client.setSpendControls({ allowedAssets: [{ network, asset, maxAmountPerPayment: max }] });
registerExactEvmScheme(client, { signer: account });

let sent; // the last PAYMENT-SIGNATURE the client sent
const recording = async (req) => {
  const h = req.headers.get('PAYMENT-SIGNATURE');
  if (h) sent = h;
  return fetch(req);
};
const pay = wrapFetchWithPayment(recording, client);
const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body };
const res = await pay(url, init);
const out = { status: res.status, body: await res.text(), paymentHeaderBytes: sent ? sent.length : 0 };
const pr = res.headers.get('PAYMENT-RESPONSE');
if (pr) {
  out.paymentResponse = decodePaymentResponseHeader(pr);
  out.paymentResponseBytes = pr.length;
}
if (flag === '--replay' && sent) {
  const again = await fetch(url, { ...init, headers: { ...init.headers, 'PAYMENT-SIGNATURE': sent } });
  const req = again.headers.get('PAYMENT-REQUIRED');
  out.replay = { status: again.status, error: req ? JSON.parse(Buffer.from(req, 'base64').toString()).error : '' };
  await again.text();
}
console.log(JSON.stringify(out));
