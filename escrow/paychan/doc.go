// Package paychan is the off-chain side of the PaymentChannels contract: paid calls over
// one-way channels with cumulative EIP-712 vouchers.
//
// Main types: Channel (a channel's settings; its ID is their EIP-712 hash under a Domain),
// Voucher (a signed cumulative amount), Payer (the paying side's channel state: it never
// signs for more than the calls answered plus the one in flight), Checker (the payee's local
// voucher check, which saves the highest voucher through a Store before the call is
// answered), Policy (when the payee claims: by value, by age, and always before a
// withdrawal's challenge period ends), upto calls (upto.go: the voucher authorises a cap,
// CommitCharge records the use, the payer's Settle voucher for exactly it is the one claimed)
// and Client (the contract's transactions through
// escrow.ChainSender). Nothing here touches the network or a database: stores are interfaces
// (FileStore is a small crash-safe one).
package paychan
