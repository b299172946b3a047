package x402

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
)

// logWindow is how many blocks back a settlement that returned an error is looked for: the
// transfer may have been mined (by this node's transaction, or a copy relayed by anyone, the
// authorization fixing payee and amount) while the receipt was lost.
const logWindow = 1024

// Settle sends transferWithAuthorization for a verified payment and waits for its receipt, on
// a context detached from ctx (bounded by SettleTimeout): a client that hangs up does not leave
// the transfer half done. When the transaction fails or its receipt is lost, the chain is
// asked whether the authorization was used anyway; only an authorization not used on chain is
// reported as failed, so a payer is never charged for an answer it does not get.
func (e *Exact) Settle(ctx context.Context, pay *ExactPayment) (SettleResponse, error) {
	defer e.Release(pay)
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), e.cfg.SettleTimeout)
	defer cancel()
	resp := SettleResponse{Network: Network(e.cfg.ChainID), Payer: pay.From.Hex()}
	if by := e.SettleBy(pay); e.cfg.Now().After(by) {
		// too late to be mined in time: a transaction now would likely revert at our cost
		resp.ErrorReason = ReasonExpired
		return resp, refuse(ReasonExpired, "authorization valid before %s: too late to settle (by %s)", pay.ValidBefore, by.UTC().Format(time.RFC3339))
	}
	data := e.token.PackTransferWithAuthorization(pay.From, pay.To, pay.Value, pay.ValidAfter, pay.ValidBefore, pay.Nonce, pay.Sig)
	token := e.cfg.Token
	rcpt, err := e.s.Send(ctx, chain.Tx{To: &token, Data: data})
	if err == nil {
		resp.Success, resp.Transaction = true, rcpt.TxHash.Hex()
		return resp, nil
	}
	tx, found, lookErr := e.usedOnChain(ctx, pay)
	if lookErr == nil && found {
		e.log.Info("x402 settlement mined despite an error", "payer", pay.From.Hex(), "tx", tx.Hex(), "err", err)
		resp.Success, resp.Transaction = true, tx.Hex()
		return resp, nil
	}
	resp.ErrorReason = ReasonSettleFailed
	return resp, refuse(ReasonSettleFailed, "transferWithAuthorization from %s: %v", pay.From.Hex(), err)
}

// usedOnChain looks for the token's AuthorizationUsed(from, nonce) in the last logWindow blocks.
func (e *Exact) usedOnChain(ctx context.Context, pay *ExactPayment) (common.Hash, bool, error) {
	head, err := e.s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}, false, fmt.Errorf("x402: head: %w", err)
	}
	from := new(big.Int).Sub(head.Number, big.NewInt(logWindow))
	if from.Sign() < 0 {
		from.SetInt64(0)
	}
	logs, err := e.s.Backend().FilterLogs(ctx, ethereum.FilterQuery{FromBlock: from, Addresses: []common.Address{e.cfg.Token},
		Topics: [][]common.Hash{{authUsedTopic}, {common.BytesToHash(pay.From[:])}, {pay.Nonce}}})
	if err != nil {
		return common.Hash{}, false, fmt.Errorf("x402: logs: %w", err)
	}
	if len(logs) == 0 {
		return common.Hash{}, false, nil
	}
	return logs[0].TxHash, true, nil
}

// CanRefund reports whether a settled payment to payTo can be sent back by this node: only
// from its own address.
func (e *Exact) CanRefund(payTo common.Address) bool { return payTo == e.s.Address() }

// Refund sends a settled payment back to its payer (its call failed after a settle-first
// payment); the transfer comes from the node's own account, which was paid.
func (e *Exact) Refund(ctx context.Context, pay *ExactPayment) (common.Hash, error) {
	if !e.CanRefund(pay.To) {
		return common.Hash{}, fmt.Errorf("x402: refund: %s was paid, this node sends from %s", pay.To.Hex(), e.s.Address().Hex())
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), e.cfg.SettleTimeout)
	defer cancel()
	token := e.cfg.Token
	rcpt, err := e.s.Send(ctx, chain.Tx{To: &token, Data: e.token.PackTransfer(pay.From, pay.Value)})
	if err != nil {
		return common.Hash{}, fmt.Errorf("x402: refund %s to %s: %w", pay.Value, pay.From.Hex(), err)
	}
	return rcpt.TxHash, nil
}

// readChain reads a view function through the sender's backend and decoder.
func readChain[T any](ctx context.Context, r escrow.ChainReader, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	return chain.Read(ctx, r.Backend(), r.Decoder(), to, data, unpack)
}

// matchAccepted checks that the client accepted exactly the offered terms (addresses compared
// without their checksum case).
func matchAccepted(offer, got Requirements) error {
	switch {
	case got.Scheme != offer.Scheme:
		return refuse(ReasonInvalidScheme, "scheme %q, this offer is %q", clip(got.Scheme), offer.Scheme)
	case got.Network != offer.Network:
		return refuse(ReasonNetworkMismatch, "network %q, this offer is on %s", clip(got.Network), offer.Network)
	case !sameHex(got.Asset, offer.Asset):
		return refuse(ReasonRequirementsDiff, "asset %q, this offer is in %s", clip(got.Asset), offer.Asset)
	case !sameHex(got.PayTo, offer.PayTo):
		return refuse(ReasonRecipientMismatch, "payTo %q, this offer pays %s", clip(got.PayTo), offer.PayTo)
	case got.Amount != offer.Amount:
		return refuse(ReasonValueMismatch, "amount %q, the price is %s", clip(got.Amount), offer.Amount)
	}
	return nil
}

func sameHex(a, b string) bool {
	return len(a) == len(b) && common.IsHexAddress(a) && common.HexToAddress(a) == common.HexToAddress(b)
}
