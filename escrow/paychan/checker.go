package paychan

import (
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Checker is the payee's voucher check: local (no chain call), and durable (the highest
// voucher is saved before Accept returns). It trusts a channel's synced state for a bounded
// time only (WithMaxStale): a payer may request a withdrawal at any moment, and a state older
// than the challenge period minus the claim margin could hide one the payee can no longer
// claim against. Client.Accept syncs a stale channel before checking. Safe for concurrent
// use; one channel's vouchers are checked and saved one at a time, different channels' in
// parallel.
type Checker struct {
	sep      common.Hash
	payee    common.Address
	store    PayeeStore
	now      func() time.Time
	tokens   map[common.Address]*big.Int // accepted tokens and their least price per call
	maxStale time.Duration
	// unverified bounds the calls a channel's known caller has answered before their
	// voucher's signature is verified (WithUnverified; 0: none).
	unverified int
	// background runs a channel's verifications (go f(); a test queues them).
	background func(f func())

	mu   sync.Mutex // guards the map; each entry has its own lock
	held map[common.Hash]*entry
	// ids caches the entries of the channels held by their settings (hashed: two keccaks a
	// call otherwise, and a second lookup); only a held channel's settings enter it, so
	// strangers cannot grow it.
	ids map[Channel]*entry
	// last is the entry a call last looked up (lookup, HeldChain): a payee's calls come
	// most often on one channel after another, found without the map's lock and hashing.
	last atomic.Pointer[entry]
}

// entry is one channel's record under its own lock (held while its voucher is saved).
type entry struct {
	id common.Hash // the channel's id (h.ID), never changed: read without mu
	ch Channel     // the channel's settings (h.Channel, whose id is id), never changed: read without mu
	mu sync.Mutex
	h  Held
	// busy is set from a Check until its Commit or Release: one call at a time per channel.
	busy bool
	// by is who presented the last voucher committed in this process (Begin's by); a
	// voucher of theirs is verified beside its call (Begin). checkFirst is set, for the
	// process's life, once such a voucher failed: every later one is verified first.
	by         string
	checkFirst bool
	// verified is the channel's last voucher whose signature was verified (what a claim
	// takes); unverified counts the calls answered since, on vouchers whose signature is
	// verified in the background (Commit, verifyLoop), which verifying runs; retired is
	// set once such a voucher failed: the caller retiredBy is refused on the channel.
	verified   Voucher
	unverified int
	verifying  bool
	retiredBy  string
	// okCommit is the last chain commitment whose signature verified on the channel, in
	// epoch okEpoch (a commitment signs its epoch: after a withdrawal and a reopening it pays
	// nothing, review rvpwo finding 1): the words of its chain need no signature check
	// (checkword.go).
	okCommit *Commit
	okEpoch  uint32
}

// entry returns channel id's entry, creating it for ch when create is set.
func (c *Checker) entry(id common.Hash, ch Channel, create bool) *entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.held[id]
	if !ok && create {
		e = &entry{id: id, ch: ch, h: Held{ID: id, Channel: ch}}
		c.held[id] = e
	}
	return e
}

// NewChecker loads the vouchers held in store for payee on domain d. By default it accepts
// native ETH only (WithTokens), trusts a synced state for DefaultMaxStale (WithMaxStale) and
// lets a channel's known caller have DefaultUnverified calls answered before their vouchers'
// signatures are verified (WithUnverified).
func NewChecker(d Domain, payee common.Address, store PayeeStore, now func() time.Time, opts ...CheckerOption) (*Checker, error) {
	hs, err := store.LoadHeld()
	if err != nil {
		return nil, fmt.Errorf("paychan: checker: %w", err)
	}
	c := &Checker{sep: d.Separator(), payee: payee, store: store, now: now, held: make(map[common.Hash]*entry, len(hs)), ids: map[Channel]*entry{},
		tokens: map[common.Address]*big.Int{{}: nil}, maxStale: DefaultMaxStale, unverified: DefaultUnverified,
		background: func(f func()) { go f() }}
	for _, o := range opts {
		o(c)
	}
	for _, h := range hs {
		id := h.Channel.ID(c.sep)
		h.ID = id
		e := &entry{id: id, ch: h.Channel, h: h}
		c.recover(e)
		c.held[id] = e
	}
	return c, nil
}

// recover settles a loaded record whose voucher was answered before its signature was
// verified (Held.Verified set): the voucher is verified now, and when it fails the last
// verified one takes its place (verified again) and the channel's vouchers are all verified
// before their calls run from then on. A claim never takes an unverified voucher.
func (c *Checker) recover(e *entry) {
	h := &e.h
	e.checkFirst = h.CheckFirst
	if h.Verified == nil {
		e.verified = h.Voucher
		return
	}
	if VerifyAny(c.sep, h.Voucher, h.Channel.Signer) != nil {
		e.checkFirst, h.CheckFirst = true, true // saved with the channel's next record
		h.Voucher = *h.Verified
		if h.Voucher.Amount != nil && VerifyAny(c.sep, h.Voucher, h.Channel.Signer) != nil {
			h.Voucher = Voucher{}
		}
	}
	h.Verified = nil
	e.verified = h.Voucher
}

// Track makes a channel known with its on-chain balances, read now, in the epoch the checker
// knows (0 for a new channel); TrackState also takes the epoch. It never lowers a held voucher.
func (c *Checker) Track(ch Channel, deposited, claimed *big.Int, withdrawableAt uint64) error {
	return c.track(ch, State{Deposited: deposited, Claimed: claimed, WithdrawableAt: withdrawableAt}, false)
}

// TrackState makes a channel known with its on-chain state, read now (by the Client when the
// payer first presents it, when it is stale, and after every claim). A new epoch (the channel
// was withdrawn and reopened) drops the held voucher: the contract voided it.
func (c *Checker) TrackState(ch Channel, st State) error { return c.track(ch, st, true) }

func (c *Checker) track(ch Channel, st State, withEpoch bool) error {
	if ch.Payee != c.payee {
		return fmt.Errorf("%w: %s", ErrWrongPayee, ch.Payee.Hex())
	}
	if _, ok := c.tokens[ch.Token]; !ok {
		return fmt.Errorf("%w: %s", ErrWrongToken, ch.Token.Hex())
	}
	if st.Deposited == nil || st.Claimed == nil {
		return fmt.Errorf("%w: state without balances", ErrBadAmount)
	}
	e := c.entry(ch.ID(c.sep), ch, true)
	e.mu.Lock()
	defer e.mu.Unlock()
	n := e.h
	if withEpoch && st.Epoch != n.Epoch {
		n.Epoch, n.Voucher, n.Since, n.Owed, n.Cap, n.Verified, n.OwedSince = st.Epoch, Voucher{}, time.Time{}, nil, nil, nil, time.Time{}
		e.verified, e.unverified = Voucher{}, 0
	}
	n.Deposited, n.Claimed, n.WithdrawableAt = new(big.Int).Set(st.Deposited), new(big.Int).Set(st.Claimed), st.WithdrawableAt
	if n.WithdrawableAt != 0 || capClaimed(&n) {
		unsettled(&n)
	}
	n.SyncedAt = c.now()
	if n.Unclaimed().Sign() == 0 && n.Pending().Sign() == 0 {
		// Nothing claimable nor owed unsettled: an upto charge keeps its age until settled
		// (review of upto, finding 2).
		n.Since = time.Time{}
	}
	if err := c.store.SaveHeld(n); err != nil {
		return err
	}
	e.h = n
	return nil
}

// Accept checks v for channel ch at a price of at least price (and at least the token's price,
// WithTokens): the channel must be tracked and synced within the checker's bound, pay this
// payee in an accepted token, be bound to this chain and contract, not be closing; the voucher
// must be the channel's, of its current epoch, above the last one by the price or more, within
// the deposit, signed by the channel's signer. A voucher not above the held one is refused
// with a *NotHigherError carrying the held amount. On success the voucher is saved before
// Accept returns; the caller answers the call only then. Accept is Check then Commit.
func (c *Checker) Accept(ch Channel, v Voucher, price *big.Int) error {
	k, err := c.Check(ch, v, price)
	if err != nil {
		return err
	}
	return c.Commit(k)
}

// Checked is a voucher that passed Check (or Begin): Commit saves it once its call is
// answered.
type Checked struct {
	ch    Channel
	id    common.Hash
	e     *entry // the channel's (entries are never replaced)
	v     Voucher
	price *big.Int
	by    string
	// sig is the signature's verification running beside the call (Begin); nil when it
	// was verified before.
	sig *verification
	// own says v is the checker's (entry.wordOf made it): Commit holds it without a copy.
	own bool
}

// Amount is the checked voucher's cumulative amount.
func (k Checked) Amount() *big.Int { return new(big.Int).Set(k.v.Amount) }

// Unit is what a call of the checked word's chain pays (its commitment's unit), nil for a
// signed voucher. It is the checker's: read it, never modify it.
func (k Checked) Unit() *big.Int {
	if k.v.Word == nil || k.v.Word.Commit == nil {
		return nil
	}
	return k.v.Word.Commit.Unit
}

// Check runs every check of Accept, the signature included, and saves nothing: a payee checks
// a voucher before it runs the call and commits it (Commit) only when the call succeeded, so a
// call that fails costs its payer nothing. A voucher that passes holds its channel until its
// Commit or Release: another call's voucher on it is refused (ErrBusy) meanwhile, so one
// voucher does not run the agent many times at once (review of issue 20, finding 2).
func (c *Checker) Check(ch Channel, v Voucher, price *big.Int) (Checked, error) {
	return c.Begin(ch, v, price, "")
}

// Begin is Check for a voucher presented by by (the caller's identity, as the payee
// authenticated it; "" for none), whose signature may still be under verification when Begin
// returns: when by presented the channel's last voucher committed in this process and no
// voucher of the channel failed its signature since, every other check is made and the
// signature is verified beside the call, in the background; Commit waits for it and refuses a
// voucher whose signature failed (the answer is withheld: the call's work is lost), and the
// channel then falls back to check-first (Check's order) for the process's life. A stranger
// naming a channel, a channel's first voucher (after a restart too) and any voucher after a
// failed one are verified before Begin returns.
func (c *Checker) Begin(ch Channel, v Voucher, price *big.Int, by string) (Checked, error) {
	id, e := c.lookup(ch)
	return c.beginAt(ch, id, e, v, false, price, by, false, c.now())
}

// lookup returns ch's id under the checker's domain and its entry (nil when not held), the
// entries of the channels held cached by their settings: one lookup a call.
func (c *Checker) lookup(ch Channel) (common.Hash, *entry) {
	if e := c.last.Load(); e != nil && e.ch == ch {
		return e.id, e
	}
	c.mu.Lock()
	e, ok := c.ids[ch]
	c.mu.Unlock()
	if ok {
		c.last.Store(e)
		return e.id, e
	}
	id := ch.ID(c.sep)
	c.mu.Lock()
	if e = c.held[id]; e != nil { // held: the id of these very settings
		c.ids[ch] = e
	}
	c.mu.Unlock()
	if e != nil {
		c.last.Store(e)
	}
	return id, e
}

// beginAt is Begin for channel id (ch's), whose entry is e (nil: not held), at now; first
// makes it verify the signature before it returns. own says word voucher v's proof and amount
// are the checker's already (HeldWord): kept as they are, not copied (entry.wordOf).
func (c *Checker) beginAt(ch Channel, id common.Hash, e *entry, v Voucher, own bool, price *big.Int, by string, first bool, now time.Time) (Checked, error) {
	if ch.Payee != c.payee {
		return Checked{}, fmt.Errorf("%w: %s", ErrWrongPayee, ch.Payee.Hex())
	}
	least, ok := c.tokens[ch.Token]
	if !ok {
		return Checked{}, fmt.Errorf("%w: %s", ErrWrongToken, ch.Token.Hex())
	}
	if least != nil && (price == nil || price.Cmp(least) < 0) {
		price = least
	}
	if v.Channel != id {
		return Checked{}, fmt.Errorf("%w: %s", ErrWrongChannel, v.Channel.Hex())
	}
	if v.Amount == nil || v.Amount.Sign() <= 0 {
		return Checked{}, fmt.Errorf("%w: %v", ErrBadAmount, v.Amount)
	}
	if e == nil {
		return Checked{}, fmt.Errorf("%w: %s", ErrUnknownChannel, id.Hex())
	}
	e.mu.Lock()
	err := c.fitsAt(&e.h, v, price, now)
	if err == nil && by != "" && by == e.retiredBy {
		err = fmt.Errorf("%w: %s", ErrRetired, id.Hex())
	}
	if err == nil && e.busy {
		err = fmt.Errorf("%w: %s", ErrBusy, id.Hex())
	}
	beside := err == nil && !first && by != "" && by == e.by && !e.checkFirst && e.h.Voucher.Amount != nil
	// A word voucher's word is walked (at most its chain's length keccaks) here when its call
	// may run before any signature check: a word of a chain whose commitment verified on the
	// channel (it needs none at all), or the known caller's (beside); anyone else's after its
	// commitment's signature verified, so that a stranger's forged commitment costs one
	// signature check, not 4096 keccaks under the channel's lock (review rvpwo, finding 2).
	var known bool
	var wc wordCheck
	if err == nil && v.Word != nil {
		if v, wc, err = e.wordOf(v, own); err == nil && (wc.known || beside) {
			err = wc.walk(v)
		}
		known = wc.known
	}
	if err == nil && (beside || known) {
		e.busy = true
	}
	e.mu.Unlock()
	if err != nil {
		return Checked{}, err
	}
	k := Checked{ch: ch, id: id, e: e, v: v, price: price, by: by, own: v.Word != nil}
	if known {
		return k, nil
	}
	if beside {
		k.sig = newVerification(c.sep, v, ch.Signer)
		if c.unverified == 0 {
			go k.sig.run() // else Commit answers first and verifies in the background
		}
		return k, nil
	}
	if err := verifySig(c.sep, v, ch.Signer); err != nil {
		return Checked{}, err
	}
	if v.Word != nil {
		if err := wc.walk(v); err != nil { // its commitment is the signer's: walked now
			return Checked{}, err
		}
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.verifiedSig(v)
	if e.busy {
		return Checked{}, fmt.Errorf("%w: %s", ErrBusy, id.Hex())
	}
	e.busy = true
	return k, nil
}

// Release ends a checked voucher's hold on its channel without saving it (its call failed):
// the channel takes the next call's voucher. Every Checked is committed or released once. A
// voucher whose signature was being verified beside the call holds the channel until the
// verification ends (a bad one sends the channel back to check-first).
func (c *Checker) Release(k Checked) {
	e := c.entryOf(k)
	if e == nil {
		return
	}
	bad := k.sig.wait() != nil
	e.mu.Lock()
	e.busy = false
	e.checkFirst = e.checkFirst || bad
	e.mu.Unlock()
}

// Commit saves a checked voucher as the channel's highest, after checking again (without the
// signature, which Check verified) that it still fits: a withdrawal may have come in since. A
// voucher of Begin whose signature is still being verified is waited for first; if it fails,
// nothing is saved, the channel falls back to check-first and Commit returns the
// verification's error (the caller withholds the answer). It returns once the voucher is
// saved, and ends the voucher's hold on its channel either way.
//
// With WithUnverified(k), a voucher of Begin whose signature is not verified yet is saved
// without waiting while its channel has fewer than k calls answered on unverified vouchers:
// the answer goes out and the signature is verified in the background (verifyLoop).
func (c *Checker) Commit(k Checked) error { return c.commitAt(k, c.now()) }

// entryOf is k's channel's entry (nil when not held).
func (c *Checker) entryOf(k Checked) *entry {
	if k.e != nil {
		return k.e
	}
	return c.entry(k.id, k.ch, false)
}

// commitAt is Commit at now.
func (c *Checker) commitAt(k Checked, now time.Time) error {
	e := c.entryOf(k)
	if e == nil || k.v.Amount == nil {
		return fmt.Errorf("%w: %s", ErrUnknownChannel, k.id.Hex())
	}
	e.mu.Lock()
	later := k.sig != nil && !k.sig.over() && e.unverified < c.unverified && e.retiredBy == ""
	if k.sig != nil && !later {
		e.mu.Unlock()
		sigErr := k.sig.wait()
		e.mu.Lock()
		if sigErr != nil {
			e.busy = false
			e.checkFirst = true
			e.mu.Unlock()
			return sigErr
		}
	}
	defer e.mu.Unlock()
	e.busy = false
	if err := c.fitsAt(&e.h, k.v, k.price, now); err != nil {
		return err
	}
	if e.retiredBy != "" && e.retiredBy == k.by {
		return fmt.Errorf("%w: %s", ErrRetired, k.id.Hex())
	}
	n := e.h
	n.Voucher = k.v
	if !k.own {
		n.Voucher = k.v.copy()
	}
	n.Owed, n.Cap, n.Verified, n.OwedSince = nil, nil, nil, time.Time{} // the voucher is above any charge owed
	if later {
		last := e.verified
		n.Verified = &last
	}
	if n.Since.IsZero() {
		n.Since = now
	}
	if err := c.store.SaveHeld(n); err != nil {
		return fmt.Errorf("paychan: save voucher: %w", err)
	}
	e.h = n
	e.by = k.by
	if !later {
		e.verified, e.unverified = n.Voucher, 0
		e.verifiedSig(n.Voucher)
		return nil
	}
	e.unverified++
	if !e.verifying && e.unverified >= c.verifyAt() {
		e.verifying = true
		c.background(func() { c.verifyLoop(e) })
	}
	return nil
}

// fits checks v against the channel's held state h (locked by the caller): known, not
// closing, fresh, of its epoch, above the last voucher by price or more, within the deposit.
func (c *Checker) fits(h *Held, v Voucher, price *big.Int) error {
	return c.fitsAt(h, v, price, c.now())
}

// fitsAt is fits at now.
func (c *Checker) fitsAt(h *Held, v Voucher, price *big.Int, now time.Time) error {
	if h.Deposited == nil || h.Deposited.Sign() == 0 {
		return fmt.Errorf("%w: %s", ErrUnknownChannel, h.ID.Hex())
	}
	if h.WithdrawableAt != 0 {
		return fmt.Errorf("%w: claims stop at %d", ErrClosing, h.WithdrawableAt)
	}
	if age := now.Sub(h.SyncedAt); age > c.maxStale {
		return fmt.Errorf("%w: synced %s ago, bound %s", ErrStale, age, c.maxStale)
	}
	if v.Epoch != h.Epoch {
		return fmt.Errorf("%w: %d, channel at %d", ErrWrongEpoch, v.Epoch, h.Epoch)
	}
	last := charged(h)
	if v.Amount.Cmp(last) <= 0 {
		return &NotHigherError{Amount: new(big.Int).Set(v.Amount), Held: new(big.Int).Set(last)}
	}
	if price != nil && riseBelow(v.Amount, last, price) {
		return &UnderPriceError{Rise: new(big.Int).Sub(v.Amount, last), Price: new(big.Int).Set(price), Held: new(big.Int).Set(last)}
	}
	if v.Amount.Cmp(h.Deposited) > 0 {
		return fmt.Errorf("%w: %s > %s", ErrOverDeposit, v.Amount, h.Deposited)
	}
	return nil
}

// riseBelow reports whether amount - last < price, amount above last: in 64 bits when they
// fit (no allocation on a paid call's path, twice a call), else as big numbers.
func riseBelow(amount, last, price *big.Int) bool {
	if amount.IsUint64() && last.IsUint64() && price.IsUint64() {
		return amount.Uint64()-last.Uint64() < price.Uint64()
	}
	return new(big.Int).Sub(amount, last).Cmp(price) < 0
}
