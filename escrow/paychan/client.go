package paychan

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow"
)

// Client sends PaymentChannels transactions for one account.
type Client struct {
	s    escrow.ChainSender
	addr common.Address
	pc   *bindings.PaymentChannels
}

// NewClient talks to the PaymentChannels contract at addr through s.
func NewClient(s escrow.ChainSender, addr common.Address) *Client {
	return &Client{s: s, addr: addr, pc: bindings.NewPaymentChannels()}
}

// State is a channel's on-chain balances and epoch.
type State struct {
	Deposited, Claimed *big.Int
	WithdrawableAt     uint64
	Epoch              uint32
}

func settings(c Channel) bindings.IPaymentChannelsChannel {
	return bindings.IPaymentChannelsChannel{Payer: c.Payer, Payee: c.Payee, Token: c.Token, Signer: c.Signer, Salt: c.Salt}
}

// Open opens ch with amount (the sender must be the payer; an ERC-20 is approved first).
func (c *Client) Open(ctx context.Context, ch Channel, amount *big.Int) error {
	return c.deposit(ctx, ch, amount, c.pc.PackOpen(settings(ch), amount), "open")
}

// TopUp adds amount to ch (and cancels a pending withdrawal).
func (c *Client) TopUp(ctx context.Context, ch Channel, amount *big.Int) error {
	return c.deposit(ctx, ch, amount, c.pc.PackTopUp(settings(ch), amount), "top up")
}

func (c *Client) deposit(ctx context.Context, ch Channel, amount *big.Int, data []byte, what string) error {
	tx := chain.Tx{To: &c.addr, Data: data}
	if ch.Token == (common.Address{}) {
		tx.Value = amount
	} else if err := c.s.EnsureAllowance(ctx, ch.Token, c.addr, amount); err != nil {
		return fmt.Errorf("paychan: %s: approve: %w", what, err)
	}
	if _, err := c.s.Send(ctx, tx); err != nil {
		return fmt.Errorf("paychan: %s: %w", what, err)
	}
	return nil
}

// ClaimBatch claims the held vouchers of one payee in one token: the signed vouchers in one
// claimBatch transaction, the word vouchers (hash-chain words with their commitments) in one
// claimWordBatch transaction. Both are sent when both kinds are held; the errors are joined.
func (c *Client) ClaimBatch(ctx context.Context, held []Held) error {
	if len(held) == 0 {
		return nil
	}
	payee, token := held[0].Channel.Payee, held[0].Channel.Token
	var claims []bindings.IPaymentChannelsBatchClaim
	var words []bindings.IPaymentChannelsWordClaim
	for _, h := range held {
		if h.Channel.Payee != payee || h.Channel.Token != token {
			return fmt.Errorf("paychan: claim batch: mixes payees or tokens (%s/%s and %s/%s)",
				payee.Hex(), token.Hex(), h.Channel.Payee.Hex(), h.Channel.Token.Hex())
		}
		if w := h.Voucher.Word; w != nil {
			if w.Commit == nil || w.Commit.Base == nil || w.Commit.Unit == nil {
				return fmt.Errorf("%w: channel %s holds a word without its commitment", ErrNoChain, h.ID.Hex())
			}
			k := w.Commit
			words = append(words, bindings.IPaymentChannelsWordClaim{Payer: h.Channel.Payer, Signer: h.Channel.Signer,
				Salt: h.Channel.Salt, Chain: bindings.IPaymentChannelsChainCommit{Base: k.Base, Unit: k.Unit, Length: k.Length, Root: k.Root},
				Signature: k.Sig, Word: w.Word, Index: w.Index})
			continue
		}
		claims = append(claims, bindings.IPaymentChannelsBatchClaim{Payer: h.Channel.Payer, Signer: h.Channel.Signer,
			Salt: h.Channel.Salt, Amount: h.Voucher.Amount, Signature: h.Voucher.Sig})
	}
	var errs []error
	if len(claims) > 0 {
		if _, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackClaimBatch(payee, token, claims)}); err != nil {
			errs = append(errs, fmt.Errorf("paychan: claim batch of %d: %w", len(claims), err))
		}
	}
	if len(words) > 0 {
		if _, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackClaimWordBatch(payee, token, words)}); err != nil {
			errs = append(errs, fmt.Errorf("paychan: claim word batch of %d: %w", len(words), err))
		}
	}
	return errors.Join(errs...)
}

// RequestWithdrawal starts ch's challenge period (the sender must be the payer).
func (c *Client) RequestWithdrawal(ctx context.Context, ch Channel) error {
	if _, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackRequestWithdrawal(settings(ch))}); err != nil {
		return fmt.Errorf("paychan: request withdrawal: %w", err)
	}
	return nil
}

// Withdraw sends ch's unclaimed rest to its payer after the challenge period (anyone may).
func (c *Client) Withdraw(ctx context.Context, ch Channel) error {
	if _, err := c.s.Send(ctx, chain.Tx{To: &c.addr, Data: c.pc.PackWithdraw(settings(ch))}); err != nil {
		return fmt.Errorf("paychan: withdraw: %w", err)
	}
	return nil
}

// State reads channel id's balances.
func (c *Client) State(ctx context.Context, id common.Hash) (State, error) {
	st, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.addr, c.pc.PackChannels(id), c.pc.UnpackChannels)
	if err != nil {
		return State{}, fmt.Errorf("paychan: channel %s: %w", id.Hex(), err)
	}
	return State{Deposited: st.Deposited, Claimed: st.Claimed, WithdrawableAt: st.WithdrawableAt.Uint64(),
		Epoch: uint32(st.Epoch.Uint64())}, nil
}

// Sync reads ch's state and gives it to the checker.
func (c *Client) Sync(ctx context.Context, chk *Checker, ch Channel) error {
	st, err := c.State(ctx, ch.ID(chk.sep))
	if err != nil {
		return err
	}
	return chk.TrackState(ch, st)
}

// Accept is Checker.Accept after a sync of ch when the checker's state of it is stale (one
// chain read per channel per bound, not per call): the payee's entry point for a voucher.
func (c *Client) Accept(ctx context.Context, chk *Checker, ch Channel, v Voucher, price *big.Int) error {
	if chk.Stale(ch.ID(chk.sep)) {
		if err := c.Sync(ctx, chk, ch); err != nil {
			return fmt.Errorf("paychan: accept: %w", err)
		}
	}
	return chk.Accept(ch, v, price)
}

// Check is Checker.Check after a sync of ch when the checker's state of it is stale: the
// payee's check of a voucher before it runs the call (Checker.Commit saves it after).
//
// A channel the checker does not know is read from the chain and tracked only when it has a
// deposit and pays this payee in an accepted token, after its voucher's signature verified:
// a stranger's made-up channel leaves no record behind.
func (c *Client) Check(ctx context.Context, chk *Checker, ch Channel, v Voucher, price *big.Int) (Checked, error) {
	return c.Begin(ctx, chk, ch, v, price, "")
}

// Begin is Check for a voucher presented by by, whose signature Checker.Begin may verify
// beside the call (Checker.Commit waits for it). A channel synced here (unknown, stale or
// nearly, topped up) is verified first.
func (c *Client) Begin(ctx context.Context, chk *Checker, ch Channel, v Voucher, price *big.Int, by string) (Checked, error) {
	id, e := chk.lookup(ch)
	return c.begin(ctx, chk, ch, id, e, v, false, price, by)
}

// BeginHeld is Begin for the word voucher h (Checker.HeldWord: a compact payment), on the
// channel's entry HeldWord found and with its proof as HeldWord made it: every check of Begin,
// without building the voucher again nor looking the channel up a second time. A held word
// chk did not read (another checker's, a zero one) is refused as ErrUnknownChannel.
func (c *Client) BeginHeld(ctx context.Context, chk *Checker, h HeldWord, price *big.Int, by string) (Checked, error) {
	if h.e == nil || h.c != chk {
		// not read (HeldWord's false, the zero value) or read by another checker, whose
		// entry this one must not begin (review rv20b, finding 2)
		return Checked{}, fmt.Errorf("%w: %s (a held word this checker did not read)", ErrUnknownChannel, h.v.Channel.Hex())
	}
	return c.begin(ctx, chk, h.Channel, h.e.id, h.e, h.v, true, price, by)
}

// begin is Begin for channel id (ch's), whose entry is e (nil: not held); own as beginAt's.
func (c *Client) begin(ctx context.Context, chk *Checker, ch Channel, id common.Hash, e *entry, v Voucher, own bool, price *big.Int, by string) (Checked, error) {
	now := chk.now()
	synced := chk.staleSoonAt(e, now)
	if synced {
		if !chk.Known(id) {
			if err := chk.admissible(ch); err != nil {
				return Checked{}, err
			}
			if v.Channel != id {
				return Checked{}, fmt.Errorf("%w: %s", ErrWrongChannel, v.Channel.Hex())
			}
			if err := VerifyAny(chk.sep, v, ch.Signer); err != nil {
				return Checked{}, err
			}
			st, err := c.State(ctx, id)
			if err != nil {
				return Checked{}, fmt.Errorf("paychan: check: %w", err)
			}
			if st.Deposited == nil || st.Deposited.Sign() == 0 {
				return Checked{}, fmt.Errorf("%w: %s has no deposit", ErrUnknownChannel, id.Hex())
			}
			if err := chk.TrackState(ch, st); err != nil {
				return Checked{}, fmt.Errorf("paychan: check: %w", err)
			}
		} else if err := c.Sync(ctx, chk, ch); err != nil {
			return Checked{}, fmt.Errorf("paychan: check: %w", err)
		}
		id, e = chk.lookup(ch)
		now = chk.now()
	}
	k, err := chk.beginAt(ch, id, e, v, own, price, by, synced, now)
	if errors.Is(err, ErrStale) && !synced {
		// The state went stale between the look above and the check.
		if err := c.Sync(ctx, chk, ch); err != nil {
			return Checked{}, fmt.Errorf("paychan: check: %w", err)
		}
		id, e = chk.lookup(ch)
		return chk.beginAt(ch, id, e, v, own, price, by, true, chk.now())
	}
	if errors.Is(err, ErrOverDeposit) && v.Channel == id && VerifyAny(chk.sep, v, ch.Signer) == nil {
		// The payer topped the channel up since the last sync: read the deposit again (only
		// for a voucher its signer signed, so no stranger can make the payee read the chain).
		if err := c.Sync(ctx, chk, ch); err != nil {
			return Checked{}, fmt.Errorf("paychan: check: %w", err)
		}
		id, e = chk.lookup(ch)
		return chk.beginAt(ch, id, e, v, own, price, by, true, chk.now())
	}
	return k, err
}

// commitSync bounds the chain read of Commit.
const commitSync = 10 * time.Second

// Commit is Checker.Commit after a sync of k's channel when its state went stale (or nearly,
// staleSoon) while the call ran (one chain read, only then): a call that outlived the bound is not refused after
// its work. The read is bounded by commitSync, not by ctx, whose deadline the call may have
// used up; if it fails, the commit fails as stale.
func (c *Client) Commit(ctx context.Context, chk *Checker, k Checked) error {
	now := chk.now()
	if chk.staleSoonAt(chk.entryOf(k), now) {
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), commitSync)
		defer cancel()
		_ = c.Sync(sctx, chk, k.ch)
		now = chk.now()
	}
	return chk.commitAt(k, now)
}

// Refresh syncs every held channel whose state is stale; a payee runs it on a ticker shorter
// than the checker's bound so calls on busy channels never wait for a sync. It returns the
// first error after trying them all.
func (c *Client) Refresh(ctx context.Context, chk *Checker) error {
	var first error
	for _, h := range chk.Held() {
		if !chk.Stale(h.ID) {
			continue
		}
		if err := c.Sync(ctx, chk, h.Channel); err != nil && first == nil {
			first = err
		}
	}
	return first
}
