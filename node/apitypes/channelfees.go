package apitypes

import "github.com/ethereum/go-ethereum/common"

// ChannelFeeAmount is an amount of fees in one token, in its base units (Symbol and Decimals as
// in Channel; empty when the node does not know the token), and the channels it comes from.
type ChannelFeeAmount struct {
	Token    common.Address `json:"token"`
	Symbol   string         `json:"symbol,omitempty"`
	Decimals uint8          `json:"decimals,omitempty"`
	Amount   string         `json:"amount"`
	Channels int            `json:"channels"`
}

// ChannelFeeScan is how far the node has read the PaymentChannels contract's events.
type ChannelFeeScan struct {
	// ScannedTo is the last block read; Head the last block to read: the chain's head less the
	// node's confirmations (12 on a public chain, 0 on a dev chain). Complete: read up to Head;
	// otherwise the listing holds only the channels opened up to ScannedTo (call again).
	ScannedTo uint64 `json:"scannedTo"`
	Head      uint64 `json:"head"`
	Complete  bool   `json:"complete"`
	// Confirmations is how many blocks below the chain's head the node reads (Head is the
	// head less them): a claim or another's collect shows in the listing that many blocks
	// after its block.
	Confirmations uint64 `json:"confirmations,omitempty"`
	// Open is how many channels are open on the contract (opened up to ScannedTo and not
	// withdrawn).
	Open int `json:"open"`
	// Full: the node keeps no more channels (its bound); the listing and collect hold those
	// opened up to ScannedTo only, and calling again reads no further.
	Full bool `json:"full,omitempty"`
}

// ChannelFees is channel.fees's answer: the protocol fees the deployment's channels hold for
// the treasury, not yet credited to its owed, per token.
type ChannelFees struct {
	Contract common.Address `json:"contract"`
	Treasury common.Address `json:"treasury"`
	ChannelFeeScan
	Held []ChannelFeeAmount `json:"held"`
}

// ChannelFeeTx is one collectFees transaction of channel.collectFees: its hash (empty when its
// channels held nothing any more and none was sent) and what it credited per token.
type ChannelFeeTx struct {
	Hash     string             `json:"hash,omitempty"`
	Channels int                `json:"channels"`
	GasUsed  uint64             `json:"gasUsed,omitempty"`
	Credited []ChannelFeeAmount `json:"credited"`
}

// ChannelFeesCollected is channel.collectFees's answer. More: channels still hold fees (the
// call sends a bounded number of transactions, or the scan is not complete): call again.
type ChannelFeesCollected struct {
	Contract common.Address `json:"contract"`
	Treasury common.Address `json:"treasury"`
	ChannelFeeScan
	Transactions []ChannelFeeTx `json:"transactions"`
	More         bool           `json:"more"`
	// Left are the fees not collected on purpose, per token: in a token the node does not know
	// (anyone can open channels in a token of their own), or in ETH below what collecting
	// them costs (ChannelFeeCollectGas at the base fee). Collected with All.
	Left []ChannelFeeAmount `json:"left,omitempty"`
}

// ChannelFeesCollect is channel.collectFees's parameters: All collects every fee held, the
// Left ones too.
type ChannelFeesCollect struct {
	All bool `json:"all,omitempty"`
}

// ChannelFeeCollectGas is about what crediting one channel's fee costs in a batch.
const ChannelFeeCollectGas = 30_000
