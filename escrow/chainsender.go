package escrow

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/contracts/chain"
)

// ChainReader is what the escrow reads through: the chain's calls, logs, receipts and heads,
// and the decoder that names a contract's revert.
type ChainReader interface {
	Backend() chain.Backend
	Decoder() *chain.RevertDecoder
}

// ChainSender is the account a Client acts for: it reads the chain, sends the escrow's
// transactions (signed, nonce-ordered, awaited to a receipt) and approves ERC-20 spending.
// The node passes its *chain.Sender; nothing in escrow needs more of it.
type ChainSender interface {
	ChainReader
	// Send signs and sends tx and returns its receipt; a reverted transaction returns the
	// receipt and an error.
	Send(ctx context.Context, tx chain.Tx) (*types.Receipt, error)
	// EnsureAllowance approves spender for amount of token when the allowance is short.
	EnsureAllowance(ctx context.Context, token, spender common.Address, amount *big.Int) error
}

var _ ChainSender = (*chain.Sender)(nil)
