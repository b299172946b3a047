package paychan

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/chain"
)

// ClaimDue claims what pol says is due at now, in batches per token (a claimBatch for its signed
// vouchers, a claimWordBatch for its word vouchers: ClaimBatch), each of at most MaxBatchGas,
// the withdrawals ending soonest first whatever their token (batches); a batch not mined ends
// the round. Channels whose withdrawal
// has ended are re-synced first (Due drops them: nothing on them can be claimed any more). A
// batch that reverts is retried once without the entries that would pay nothing after a
// re-sync, and if that reverts too, each channel is claimed alone; every claimed channel is
// re-synced after. It returns how many channels were claimed and the errors met (joined).
func (c *Client) ClaimDue(ctx context.Context, chk *Checker, pol Policy, now time.Time) (int, error) {
	var errs []error
	chk.VerifyPending() // the claims take the newest vouchers, verified
	for _, h := range pol.Ended(now, chk.Held()) {
		if err := c.Sync(ctx, chk, h.Channel); err != nil {
			errs = append(errs, err)
		}
	}
	sent := 0
	for _, batch := range batches(pol.Due(now, chk.Held())) {
		n, err := c.claimChunk(ctx, chk, pol, now, batch)
		if err != nil {
			errs = append(errs, fmt.Errorf("paychan: claim due in %s: %w", batch[0].Channel.Token.Hex(), err))
		}
		sent += n
		if errors.Is(err, chain.ErrNotMined) {
			// Every later batch would be sent behind its nonce and wait out the Sender's
			// bumps too, the loop blocked for hours by a crowd (review rv29, finding 3).
			return sent, errors.Join(errs...)
		}
	}
	return sent, errors.Join(errs...)
}

// batches splits due (Due's order) into the batches of each token (chunks), ordered by their
// first channel's deadline whatever their token: a token's every batch went before the next
// token's, so a crowd due by value or age held back another token's withdrawal ending next
// (review rv29, finding 4).
func batches(due []Held) [][]Held {
	byToken := map[common.Address][]Held{}
	var order []common.Address
	for _, h := range due {
		if _, ok := byToken[h.Channel.Token]; !ok {
			order = append(order, h.Channel.Token)
		}
		byToken[h.Channel.Token] = append(byToken[h.Channel.Token], h)
	}
	var out [][]Held
	for _, t := range order {
		out = append(out, chunks(byToken[t])...)
	}
	sort.SliceStable(out, func(i, j int) bool { return deadline(out[i][0]) < deadline(out[j][0]) })
	return out
}

// MaxBatchGas bounds the gas a claim batch is estimated to need (batchGas): a batch past a
// transaction's gas (2^24 since Osaka, EIP-7825) or a block's is refused at its estimate, and
// every channel in it was then claimed in a transaction of its own, one block each: a payer
// crowding the payee with channels whose claims are dear (words at index 4096, ~310k gas each)
// made all the token's due channels, the honest payers' too, wait a block each (review rv28b,
// finding 1). The Sender adds 40% to the estimate: 6M stays under 2^24 and a 10M block.
const MaxBatchGas = 6_000_000

// entryGas is a conservative bound on the gas one channel adds to a batch: ~19k for a signed
// voucher in a batch of ten, and the walk of a word (~59 gas a step) for a word voucher.
func entryGas(h Held) uint64 {
	const base = 35_000
	if w := h.Voucher.Word; w != nil {
		return base + 64*uint64(w.Index)
	}
	return base
}

// chunks splits held (in order) into batches of at most MaxBatchGas estimated gas each.
func chunks(held []Held) [][]Held {
	var out [][]Held
	var cur []Held
	var gas uint64
	for _, h := range held {
		g := entryGas(h)
		if len(cur) > 0 && gas+g > MaxBatchGas {
			out = append(out, cur)
			cur, gas = nil, 0
		}
		cur = append(cur, h)
		gas += g
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// claimChunk claims one batch of due channels of one token: the batch, its re-synced retry,
// then each channel alone (a batch sent but not mined is left as it is); it returns how many
// were claimed and the error met.
func (c *Client) claimChunk(ctx context.Context, chk *Checker, pol Policy, now time.Time, batch []Held) (int, error) {
	err := c.ClaimBatch(ctx, batch)
	if errors.Is(err, chain.ErrNotMined) {
		// Sent, not mined (a fee spike past the Sender's bumps, an endpoint that dropped it):
		// it may still be, and every claim sent after it waits behind its nonce and reverts
		// once it is, paying nothing; the next round tries again (review rv28b, finding 4).
		return 0, err
	}
	if err != nil {
		batch = c.stillDue(ctx, chk, pol, now, batch)
		if len(batch) > 0 {
			err = c.ClaimBatch(ctx, batch)
		} else {
			err = nil
		}
	}
	if errors.Is(err, chain.ErrNotMined) {
		return 0, err // the retry, sent and not mined: as above
	}
	if err != nil && len(batch) > 1 {
		// An entry the contract refuses (a bad proof) reverts the whole batch and would
		// stay in every retry: each channel is claimed alone, so one payer's entry cannot
		// block the others' claims (review rvpwo, finding 4).
		batch, err = c.claimEach(ctx, batch)
	} else if err != nil {
		batch = nil
	}
	errs := []error{err}
	for _, h := range batch {
		errs = append(errs, c.Sync(ctx, chk, h.Channel))
	}
	return len(batch), errors.Join(errs...)
}

// claimEach claims each of batch's channels in a transaction of its own; it returns those
// claimed and the others' errors (joined).
func (c *Client) claimEach(ctx context.Context, batch []Held) ([]Held, error) {
	var done []Held
	var errs []error
	for _, h := range batch {
		if err := c.ClaimBatch(ctx, []Held{h}); err != nil {
			errs = append(errs, fmt.Errorf("channel %s: %w", h.ID.Hex(), err))
			if errors.Is(err, chain.ErrNotMined) {
				break // the next would wait behind its nonce (review rv29, finding 3)
			}
			continue
		}
		done = append(done, h)
	}
	return done, errors.Join(errs...)
}

// stillDue re-syncs batch and keeps the entries that would still pay.
func (c *Client) stillDue(ctx context.Context, chk *Checker, pol Policy, now time.Time, batch []Held) []Held {
	ids := make(map[common.Hash]bool, len(batch))
	for _, h := range batch {
		if err := c.Sync(ctx, chk, h.Channel); err == nil {
			ids[h.ID] = true
		}
	}
	var out []Held
	for _, h := range chk.Held() {
		if ids[h.ID] && h.Unclaimed().Sign() > 0 && !pol.ended(now, h) {
			out = append(out, h)
		}
	}
	return out
}
