package funds

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/agentsite/agentsite/identity"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/units"
)

// SweepChain is the chain's RPC as a sweep uses it; *ethclient.Client.
type SweepChain interface {
	Chain
	CodeAt(ctx context.Context, account common.Address, block *big.Int) ([]byte, error)
	EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// ErrZeroAddress refuses a withdrawal to the zero address, which would burn it.
var ErrZeroAddress = errors.New("the zero address burns what it receives: give an address of yours")

// transferGas is the gas of a plain transfer to an account without code: exact, never less.
const transferGas = 21_000

// receiptPoll is how often a sweep looks for its receipt.
const receiptPoll = 50 * time.Millisecond

// Sweep sends everything agent's address (key) holds, less the fee, to to, signed by the
// agent's key; nil when the address holds nothing. The fee is known in advance: the
// transaction's tip equals its fee cap, so it pays exactly gas × cap whatever the base fee
// (up to the cap), and a transfer to an account without code uses exactly 21,000 gas: the
// address is left empty. To a contract, the gas is estimated and what the contract does not
// use stays (Withdrawal.Left). An address holding no more than the fee moves nothing and
// says so (Left, Note).
func Sweep(ctx context.Context, c SweepChain, chainID uint64, agent string, key *identity.Key, to common.Address,
	log *slog.Logger) (*apitypes.Withdrawal, error) {
	if to == (common.Address{}) {
		return nil, ErrZeroAddress
	}
	from := key.Address()
	bal, err := c.BalanceAt(ctx, from, nil)
	if err != nil {
		return nil, fmt.Errorf("read balance of agent %q: %w", agent, err)
	}
	if bal.Sign() == 0 {
		return nil, nil
	}
	gas, err := sweepGas(ctx, c, from, to)
	if err != nil {
		return nil, err
	}
	// The price is the node sender's fee cap (twice the base fee plus the tip), paid in full.
	price, err := GasCost(ctx, c, 1)
	if err != nil {
		return nil, err
	}
	fee := new(big.Int).Mul(price, new(big.Int).SetUint64(gas))
	amount := new(big.Int).Sub(bal, fee)
	out := &apitypes.Withdrawal{Agent: agent, From: from, To: to}
	if amount.Sign() <= 0 {
		out.Amount, out.Wei, out.Left = units.FormatETH(new(big.Int)), "0", bal.String()
		out.Note = fmt.Sprintf("holds %s, no more than the fee of a transfer (%s at today's gas price): nothing moved",
			units.FormatETH(bal), units.FormatETH(fee))
		return out, nil
	}
	rcpt, err := sendSweep(ctx, c, chainID, key, to, amount, gas, price)
	if err != nil {
		return nil, fmt.Errorf("withdraw %s from agent %q: %w", units.FormatETH(amount), agent, err)
	}
	paid := new(big.Int).Mul(new(big.Int).SetUint64(rcpt.GasUsed), rcpt.EffectiveGasPrice)
	left := new(big.Int).Sub(fee, paid)
	log.Info("withdrew agent earnings", "agent", agent, "to", to.Hex(), "amount", units.FormatETH(amount), "tx", rcpt.TxHash.Hex())
	out.Amount, out.Wei, out.Fee, out.Tx, out.Left = units.FormatETH(amount), amount.String(), paid.String(), rcpt.TxHash, left.String()
	if left.Sign() > 0 {
		out.Note = fmt.Sprintf("%s stays: the receiving contract used less gas than estimated", units.FormatETH(left))
	}
	return out, nil
}

// sweepGas is the gas of sending to to: 21,000 to an account without code, an estimate to a
// contract (whose fallback may do work).
func sweepGas(ctx context.Context, c SweepChain, from, to common.Address) (uint64, error) {
	code, err := c.CodeAt(ctx, to, nil)
	if err != nil {
		return 0, fmt.Errorf("read code at %s: %w", to.Hex(), err)
	}
	if len(code) == 0 {
		return transferGas, nil
	}
	gas, err := c.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Value: big.NewInt(1)})
	if err != nil {
		return 0, fmt.Errorf("%s is a contract that refuses a transfer: %w", to.Hex(), err)
	}
	return gas, nil
}

// sendSweep signs the transfer with its tip equal to its fee cap and waits for its receipt.
func sendSweep(ctx context.Context, c SweepChain, chainID uint64, key *identity.Key, to common.Address,
	amount *big.Int, gas uint64, price *big.Int) (*types.Receipt, error) {
	nonce, err := c.PendingNonceAt(ctx, key.Address())
	if err != nil {
		return nil, fmt.Errorf("read nonce: %w", err)
	}
	id := new(big.Int).SetUint64(chainID)
	tx, err := types.SignNewTx(key.PrivateKey(), types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: price, GasFeeCap: price, Gas: gas, To: &to, Value: amount,
	})
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		return nil, fmt.Errorf("send: %w", err)
	}
	tick := time.NewTicker(receiptPoll)
	defer tick.Stop()
	for {
		rcpt, err := c.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if rcpt.Status != types.ReceiptStatusSuccessful {
				return rcpt, fmt.Errorf("transaction %s failed", tx.Hash().Hex())
			}
			return rcpt, nil
		}
		if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
			return nil, fmt.Errorf("read receipt of %s: %w", tx.Hash().Hex(), err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", tx.Hash().Hex(), ctx.Err())
		case <-tick.C:
		}
	}
}
