package x402

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow/paychan"
)

// Vouchers is the payee's voucher book, in two steps so that a call that fails costs its
// payer nothing: Check runs every check of a voucher against its channel's state before the
// call runs and saves nothing, holding the channel for this call; the hold's Commit saves the
// voucher once the call succeeded (before its answer goes out), its Release drops it.
type Vouchers interface {
	Check(ctx context.Context, ch paychan.Channel, v paychan.Voucher, price *big.Int) (VoucherHold, error)
}

// VoucherHold is a checked voucher holding its channel: exactly one of Commit or Release is
// called, once.
type VoucherHold interface {
	Commit() error
	Release()
}

// Book is the Vouchers of a payee node over the PaymentChannels contract: paychan.Client.Check
// with the paychan.Checker of the channel's payee, the same checker its libp2p calls use, so
// the claim loop claims vouchers paid over HTTP with the rest. It reads the chain only for a
// channel it has not seen (after the voucher's signature verified, and records it only when it
// has a deposit), one whose state is older than the checker's bound, or one topped up since.
type Book struct {
	client   *paychan.Client
	checkers map[common.Address]*paychan.Checker
}

var _ Vouchers = (*Book)(nil)

// NewBook takes vouchers for the payees of checkers (by payee address) through client.
func NewBook(client *paychan.Client, checkers map[common.Address]*paychan.Checker) (*Book, error) {
	if client == nil || len(checkers) == 0 {
		return nil, errors.New("x402: voucher book: need the channels client and a checker per payee")
	}
	cs := make(map[common.Address]*paychan.Checker, len(checkers))
	for payee, c := range checkers {
		cs[payee] = c
	}
	return &Book{client: client, checkers: cs}, nil
}

// Check implements Vouchers.
func (b *Book) Check(ctx context.Context, ch paychan.Channel, v paychan.Voucher, price *big.Int) (VoucherHold, error) {
	chk := b.checkers[ch.Payee]
	if chk == nil {
		return nil, fmt.Errorf("%w: %s is not a payee of this node", paychan.ErrWrongPayee, ch.Payee.Hex())
	}
	k, err := b.client.Check(ctx, chk, ch, v, price)
	if err != nil {
		return nil, err
	}
	return checkedHold{ctx: ctx, cli: b.client, chk: chk, k: k}, nil
}

// checkedHold is a voucher the book checked. Its Commit reads the channel's state again when
// it went stale during the call (paychan.Client.Commit, one chain read bounded on its own), as
// a libp2p call's does: a long call is not refused after its work.
type checkedHold struct {
	ctx context.Context
	cli *paychan.Client
	chk *paychan.Checker
	k   paychan.Checked
}

func (h checkedHold) Commit() error { return h.cli.Commit(h.ctx, h.chk, h.k) }
func (h checkedHold) Release()      { h.chk.Release(h.k) }

// voucherReasons names the voucher book's refusals by the reasons the official
// batch-settlement facilitators use where there is one, in the order they are tested.
var voucherReasons = []struct {
	err    error
	reason string
}{
	{paychan.ErrBusy, ReasonChannelBusy},
	{paychan.ErrNotHigher, ReasonBelowClaimed},
	{paychan.ErrOverDeposit, ReasonExceedsBalance},
	{paychan.ErrUnderPrice, ReasonVoucherRefused},
	{paychan.ErrUnknownChannel, ReasonChannelNotFound},
	{paychan.ErrWrongPayee, ReasonReceiverMismatch},
	{paychan.ErrWrongToken, ReasonTokenMismatch},
	{paychan.ErrWrongChannel, ReasonChannelMismatch},
	{paychan.ErrBadSignature, ReasonVoucherSignature},
	{paychan.ErrClosing, ReasonChannelClosing},
	{paychan.ErrWrongEpoch, ReasonVoucherPayload},
	{paychan.ErrBadAmount, ReasonVoucherPayload},
}

// voucherRefusal is the x402 refusal of a voucher the book refused; any other error is a chain
// read that failed (a stale channel not synced) or a voucher not saved. A voucher not above the
// held one says the held amount, so a payer whose answer was lost signs that plus the price.
func voucherRefusal(err error) error {
	reason := ReasonChannelRead
	for _, r := range voucherReasons {
		if errors.Is(err, r.err) {
			reason = r.reason
			break
		}
	}
	if held, ok := paychan.HeldAmount(err); ok {
		return refuse(reason, "%v (the payee holds %s: sign that plus the price)", err, held)
	}
	return refuse(reason, "%v", err)
}
