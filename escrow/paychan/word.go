package paychan

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/identity"
)

// Hash-chain payments (PayWord): a payer signs one commitment to a chain of words, then pays
// each call by revealing the chain's next word, one keccak to check instead of one ECDSA
// signature (docs/ARCHITECTURE.md, "Payments"). The rule must equal the contract's
// (PaymentChannels.sol, claimWord) byte for byte.

// chainTypeHash is the EIP-712 type of a commitment, as the contract's CHAIN_TYPEHASH.
var chainTypeHash = crypto.Keccak256Hash([]byte("Chain(bytes32 channelId,uint24 epoch,uint256 base,uint256 unit,uint32 length,bytes32 root)"))

// chainSeedTag prefixes the payer's key in its chain secret (see ChainSecret).
const chainSeedTag = "agentsite/paychan/chain/v1"

// MaxChainLength is the longest chain the contract accepts (MAX_CHAIN_LENGTH): it bounds the
// keccaks a word's check costs.
const MaxChainLength = 4096

// DefaultChainLength is the calls one commitment pays for unless the payer says otherwise.
const DefaultChainLength = 256

// ErrBadWord is the refusal of a word proof whose word does not lead to its chain's root (or
// to the word the payee holds), whose index exceeds its chain, or whose chain is too long.
var ErrBadWord = errors.New("paychan: bad chain word")

// ErrNoChain is the refusal of a word proof without its commitment when the payee holds no
// chain for the channel: the payer sends the commitment again.
var ErrNoChain = errors.New("paychan: word without commitment and no chain held for the channel")

// Commit is a payer's signed commitment to a hash chain on one channel and epoch.
type Commit struct {
	Base   *big.Int    `json:"base"`
	Unit   *big.Int    `json:"unit"`
	Length uint32      `json:"length"`
	Root   common.Hash `json:"root"`
	Sig    []byte      `json:"sig"`
}

// WordProof pays a voucher's amount with a revealed word instead of a signature.
type WordProof struct {
	Commit *Commit     `json:"commit,omitempty"` // nil: the chain the payee already holds for the channel
	Word   common.Hash `json:"word"`
	Index  uint32      `json:"index"`
}

// UnmarshalJSON decodes a commitment, bounding its numbers before parsing them (a commitment
// comes from strangers).
func (k *Commit) UnmarshalJSON(b []byte) error {
	type plain Commit
	var raw struct {
		plain
		Base json.RawMessage `json:"base"`
		Unit json.RawMessage `json:"unit"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*k = Commit(raw.plain)
	var err error
	if k.Base, err = boundedInt(raw.Base); err != nil {
		return fmt.Errorf("commitment base: %w", err)
	}
	if k.Unit, err = boundedInt(raw.Unit); err != nil {
		return fmt.Errorf("commitment unit: %w", err)
	}
	return nil
}

// boundedInt parses a JSON integer of at most maxAmountJSON characters (nil for none or null).
func boundedInt(raw json.RawMessage) (*big.Int, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if len(raw) > maxAmountJSON {
		return nil, fmt.Errorf("%w: %d characters", ErrBadAmount, len(raw))
	}
	a := new(big.Int)
	if err := a.UnmarshalJSON(raw); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadAmount, err)
	}
	return a, nil
}

// Amount is what revealing the chain's word index authorises: Base + index*Unit (nil when the
// commitment has no base or unit).
func (k *Commit) Amount(index uint32) *big.Int {
	if k == nil || k.Base == nil || k.Unit == nil {
		return nil
	}
	a := new(big.Int).SetUint64(uint64(index))
	return a.Mul(a, k.Unit).Add(a, k.Base)
}

// Amount64 is Amount(index) when base, unit and base + index × unit fit 64 bits (a call's
// amounts, most often: no allocation), else false.
func (k *Commit) Amount64(index uint32) (uint64, bool) {
	if k == nil || k.Base == nil || k.Unit == nil || !k.Base.IsUint64() || !k.Unit.IsUint64() {
		return 0, false
	}
	hi, step := bits.Mul64(uint64(index), k.Unit.Uint64())
	sum, carry := bits.Add64(step, k.Base.Uint64(), 0)
	return sum, hi == 0 && carry == 0
}

// Same reports whether k and o commit to the same chain (their signatures aside).
func (k *Commit) Same(o *Commit) bool {
	return k != nil && o != nil && k.Root == o.Root && k.Length == o.Length &&
		k.Base != nil && o.Base != nil && k.Base.Cmp(o.Base) == 0 && k.Unit != nil && o.Unit != nil && k.Unit.Cmp(o.Unit) == 0
}

// CommitDigest is what the channel's signer signs to commit to the chain with root on channel
// id in epoch (the contract's chainDigest).
func CommitDigest(sep, id common.Hash, epoch uint32, base, unit *big.Int, length uint32, root common.Hash) common.Hash {
	return typedHash(sep, crypto.Keccak256(chainTypeHash[:], id[:], u256(uint64(epoch)), common.BigToHash(base).Bytes(),
		common.BigToHash(unit).Bytes(), u256(uint64(length)), root[:]))
}

func u256(x uint64) []byte { return common.BigToHash(new(big.Int).SetUint64(x)).Bytes() }

// checkCommitFields refuses a commitment the contract would refuse whatever its signature.
func checkCommitFields(epoch uint32, k *Commit) error {
	if k == nil || k.Base == nil || k.Unit == nil || k.Base.Sign() < 0 || k.Unit.Sign() <= 0 ||
		k.Base.Cmp(MaxAmount) > 0 || k.Unit.Cmp(MaxAmount) > 0 {
		return fmt.Errorf("%w: commitment base %v unit %v", ErrBadAmount, k.baseOrNil(), k.unitOrNil())
	}
	if k.Length == 0 || k.Length > MaxChainLength {
		return fmt.Errorf("%w: chain length %d (1..%d)", ErrBadWord, k.Length, MaxChainLength)
	}
	if epoch > MaxEpoch {
		return fmt.Errorf("%w: epoch %d", ErrBadAmount, epoch)
	}
	return nil
}

func (k *Commit) baseOrNil() *big.Int {
	if k == nil {
		return nil
	}
	return k.Base
}

func (k *Commit) unitOrNil() *big.Int {
	if k == nil {
		return nil
	}
	return k.Unit
}

// SignCommit signs the commitment to the chain (base, unit, length, root) on channel id in
// epoch with key.
func SignCommit(sep, id common.Hash, epoch uint32, base, unit *big.Int, length uint32, root common.Hash, key *identity.Key) (Commit, error) {
	k := Commit{Base: new(big.Int).Set(base), Unit: new(big.Int).Set(unit), Length: length, Root: root}
	if err := checkCommitFields(epoch, &k); err != nil {
		return Commit{}, err
	}
	sig, err := key.SignHash(CommitDigest(sep, id, epoch, base, unit, length, root))
	if err != nil {
		return Commit{}, fmt.Errorf("paychan: sign commitment: %w", err)
	}
	k.Sig = sig
	return k, nil
}

// VerifyCommit checks k's fields and its ECDSA signature by signer for channel id in epoch,
// locally. As Verify, it takes only 65-byte signatures with v 27 or 28 (the contract's).
func VerifyCommit(sep, id common.Hash, epoch uint32, k *Commit, signer common.Address) error {
	if err := checkCommitFields(epoch, k); err != nil {
		return err
	}
	return checkSigner(CommitDigest(sep, id, epoch, k.Base, k.Unit, k.Length, k.Root), k.Sig, signer, "commitment")
}

// Walk applies keccak256 to word steps times (a word of index i walks to the root in i steps).
func Walk(word common.Hash, steps uint32) common.Hash {
	if steps == 0 {
		return word
	}
	w := walkers.Get().(*walker)
	w.word = word
	for i := uint32(0); i < steps; i++ {
		w.h.Reset()
		w.h.Write(w.word[:])
		w.h.Read(w.word[:])
	}
	word = w.word
	walkers.Put(w)
	return word
}

// walker is a hash state with the word it walks: the word's bytes are the pooled walker's, so
// handing them to the state (an interface) does not move the caller's word to the heap (an
// allocation a paid call).
type walker struct {
	h    crypto.KeccakState
	word common.Hash
}

// walkers keeps Walk's hash states: a payee walks a word every paid call.
var walkers = sync.Pool{New: func() any { return &walker{h: crypto.NewKeccakState()} }}

// VerifyWord checks word voucher v entirely against signer: its commitment's signature, its
// amount (base + index*unit), its index within the chain and its word's walk to the root. The
// commitment must be in v.Word (a payee holding a chain checks the rest itself: Checker).
func VerifyWord(sep common.Hash, v Voucher, signer common.Address) error {
	w := v.Word
	if w == nil {
		return fmt.Errorf("%w: no word", ErrBadWord)
	}
	if err := verifySig(sep, v, signer); err != nil {
		return err
	}
	if Walk(w.Word, w.Index) != w.Commit.Root {
		return fmt.Errorf("%w: word %d does not lead to the root", ErrBadWord, w.Index)
	}
	return nil
}

// checkWordAmount refuses word voucher v (with its commitment) unless its index is within the
// chain and its amount is the chain's for that index.
func checkWordAmount(v Voucher) error {
	w := v.Word
	if w.Index > w.Commit.Length {
		return fmt.Errorf("%w: index %d above the chain's length %d", ErrBadWord, w.Index, w.Commit.Length)
	}
	if v.Amount == nil || v.Amount.Cmp(w.Commit.Amount(w.Index)) != 0 || v.Amount.Sign() <= 0 || v.Amount.Cmp(MaxAmount) > 0 {
		return fmt.Errorf("%w: %v is not the chain's amount %v for word %d", ErrBadAmount, v.Amount, w.Commit.Amount(w.Index), w.Index)
	}
	return nil
}

// VerifyAny checks v as Verify does an ECDSA voucher and as VerifyWord does a word voucher.
func VerifyAny(sep common.Hash, v Voucher, signer common.Address) error {
	if v.Word != nil {
		return VerifyWord(sep, v, signer)
	}
	return Verify(sep, v, signer)
}

// ChainSecret is the payer's seed of its chains' words: keccak256(tag || private key), so a
// restarted payer recomputes every chain it committed to without storing a word.
func ChainSecret(key *identity.Key) common.Hash {
	return crypto.Keccak256Hash([]byte(chainSeedTag), crypto.FromECDSA(key.PrivateKey()))
}

// Chain is one hash chain of a channel in memory: its words and, once signed, its commitment.
type Chain struct {
	ID     common.Hash
	Epoch  uint32
	Commit Commit // Sig empty until signed
	// proofs[i] is the proof of word_i alone (proofs[0].Word is the root): the payer's
	// vouchers share it (voucherAt), so it is never modified once the chain is made.
	proofs []WordProof
}

// NewChain computes the chain of length words from base in steps of unit on channel id in
// epoch, from the payer's secret (ChainSecret): word_length = keccak256(secret || id ||
// epoch || base || unit || length), each 32 bytes, and word_{i-1} = keccak256(word_i).
func NewChain(secret, id common.Hash, epoch uint32, base, unit *big.Int, length uint32) (*Chain, error) {
	k := Commit{Base: new(big.Int).Set(base), Unit: new(big.Int).Set(unit), Length: length}
	if err := checkCommitFields(epoch, &k); err != nil {
		return nil, err
	}
	proofs := make([]WordProof, int(length)+1)
	proofs[length].Word = crypto.Keccak256Hash(secret[:], id[:], u256(uint64(epoch)), common.BigToHash(base).Bytes(),
		common.BigToHash(unit).Bytes(), u256(uint64(length)))
	h := crypto.NewKeccakState()
	for i := int(length); i > 0; i-- {
		proofs[i].Index = uint32(i)
		h.Reset()
		h.Write(proofs[i].Word[:])
		h.Read(proofs[i-1].Word[:])
	}
	k.Root = proofs[0].Word
	return &Chain{ID: id, Epoch: epoch, Commit: k, proofs: proofs}, nil
}

// Sign signs the chain's commitment with key (the channel's signer).
func (c *Chain) Sign(sep common.Hash, key *identity.Key) error {
	k, err := SignCommit(sep, c.ID, c.Epoch, c.Commit.Base, c.Commit.Unit, c.Commit.Length, c.Commit.Root, key)
	if err != nil {
		return err
	}
	c.Commit.Sig = k.Sig
	return nil
}

// Word is the chain's word of index i (i <= Length).
func (c *Chain) Word(i uint32) common.Hash { return c.proofs[i].Word }

// Index returns the word index that pays amount on the chain, if one does: amount = base +
// index*unit with 0 <= index <= length.
func (c *Chain) Index(amount *big.Int) (uint32, bool) {
	if amount.IsUint64() && c.Commit.Base.IsUint64() && c.Commit.Unit.IsUint64() {
		// Without allocating (a call's word: its amount fits 64 bits for up to ~18 ETH).
		a, b, u := amount.Uint64(), c.Commit.Base.Uint64(), c.Commit.Unit.Uint64()
		if a < b || u == 0 || (a-b)%u != 0 || (a-b)/u > uint64(c.Commit.Length) {
			return 0, false
		}
		return uint32((a - b) / u), true
	}
	d := new(big.Int).Sub(amount, c.Commit.Base)
	if d.Sign() < 0 {
		return 0, false
	}
	q, r := new(big.Int).QuoRem(d, c.Commit.Unit, new(big.Int))
	if r.Sign() != 0 || !q.IsUint64() || q.Uint64() > uint64(c.Commit.Length) {
		return 0, false
	}
	return uint32(q.Uint64()), true
}

// Voucher is the word voucher for the chain's word index, carrying the commitment when
// withCommit (the first word of a chain, or after the payee may have lost track of it). Its
// proof is its own (the caller may change it).
func (c *Chain) Voucher(index uint32, withCommit bool) Voucher {
	v := c.voucherAt(index, c.Commit.Amount(index), withCommit)
	if !withCommit {
		w := *v.Word // (the chain's, shared)
		v.Word = &w
	}
	return v
}

// voucherAt is Voucher for word index, whose amount (base + index*unit) the caller knows
// already: the voucher keeps it (it is not modified after). The proof of a word alone is the
// chain's (proofs), shared by every voucher of that word: no allocation on a paid call's path,
// and it is read only, as the voucher's amount is (NextWord). One with the commitment is the
// voucher's own, its numbers too.
func (c *Chain) voucherAt(index uint32, amount *big.Int, withCommit bool) Voucher {
	w := &c.proofs[index]
	if withCommit {
		k := c.Commit
		k.Base, k.Unit = new(big.Int).Set(k.Base), new(big.Int).Set(k.Unit)
		w = &WordProof{Commit: &k, Word: w.Word, Index: index}
	}
	return Voucher{Channel: c.ID, Epoch: c.Epoch, Amount: amount, Word: w}
}
