// Package x402 speaks x402 v2 for the node: an agent's paid HTTP (and MCP) endpoints answer
// 402 with what they sell, take a payment from any x402 client, verify it and settle it as the
// node's own facilitator.
//
// Main types: PaymentRequired, Requirements, PaymentPayload and SettleResponse (the v2 wire,
// encoded in the PAYMENT-REQUIRED, PAYMENT-SIGNATURE and PAYMENT-RESPONSE headers by
// EncodeHeader / DecodePayment, every stranger byte bounded before it is read); Exact (the
// `exact` scheme over an EIP-3009 token: verify the signature, amount, payee, asset, network,
// time window, unused nonce and balance, then settle with transferWithAuthorization through an
// escrow.ChainSender); Batch (the `batch-settlement` scheme carrying escrow/paychan vouchers of
// the PaymentChannels contract, checked in full by a Vouchers book before the call runs,
// committed only once the call succeeded; Book is the payee's, over paychan's checkers);
// Facilitator (both schemes behind one Verify / Settle) and Middleware (an http.Handler that
// asks a Seller for the offer of a request and answers 402, verifies, runs, settles and sets
// PAYMENT-RESPONSE).
//
// Nothing here imports libp2p, badger or the node.
package x402
