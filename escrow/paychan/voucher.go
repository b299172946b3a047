package paychan

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/identity"
)

// Domain is the EIP-712 domain of one PaymentChannels deployment: vouchers and channel ids
// are bound to its chain and contract.
type Domain struct {
	ChainID  uint64
	Contract common.Address
}

// Protocol constants: they must equal the contract's (PaymentChannels.sol); changing one is a
// new contract version.
var (
	domainTypeHash  = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	domainName      = crypto.Keccak256Hash([]byte("AgentSite PaymentChannels"))
	domainVersion   = crypto.Keccak256Hash([]byte("1"))
	channelTypeHash = crypto.Keccak256Hash([]byte("Channel(address payer,address payee,address token,address signer,bytes32 salt)"))
	voucherTypeHash = crypto.Keccak256Hash([]byte("Voucher(bytes32 channelId,uint24 epoch,uint256 amount)"))
)

// MaxAmount is the largest deposit or voucher the contract can hold (2^96-1 base units).
var MaxAmount = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 96), big.NewInt(1))

// Separator is the domain separator (cache it: Checker and Payer do).
func (d Domain) Separator() common.Hash {
	return crypto.Keccak256Hash(domainTypeHash[:], domainName[:], domainVersion[:],
		common.BigToHash(new(big.Int).SetUint64(d.ChainID)).Bytes(), common.LeftPadBytes(d.Contract[:], 32))
}

// Channel is a channel's settings, as in the contract's IPaymentChannels.Channel.
type Channel struct {
	Payer  common.Address `json:"payer"`
	Payee  common.Address `json:"payee"`
	Token  common.Address `json:"token"` // zero: native ETH
	Signer common.Address `json:"signer"`
	Salt   common.Hash    `json:"salt"`
}

// MaxEpoch is the largest epoch the contract stores (uint24; it wraps after that many withdrawals).
const MaxEpoch = 1<<24 - 1

// Voucher is a signed cumulative amount for one channel in one epoch (the contract's count of
// the channel's withdrawals: a withdrawal voids every voucher of the epochs before).
type Voucher struct {
	Channel common.Hash `json:"channel"`
	Epoch   uint32      `json:"epoch,omitempty"`
	Amount  *big.Int    `json:"amount"`
	Sig     []byte      `json:"sig"`
	// Word, when set, pays Amount with a revealed hash-chain word instead of Sig (empty then):
	// Amount must equal Word.Commit.Base + Word.Index*Word.Commit.Unit (word.go).
	Word *WordProof `json:"word,omitempty"`
}

// maxAmountJSON bounds a voucher amount's JSON text (a uint256 has at most 78 digits): a
// number is parsed in time quadratic in its length, and a voucher comes from strangers.
const maxAmountJSON = 80

// UnmarshalJSON decodes a voucher, refusing an amount longer than a uint256 before parsing
// it (review of issue 20, finding 6: a 1 MiB amount in a call took ~1.7 s of the payee's CPU
// before any check).
func (v *Voucher) UnmarshalJSON(b []byte) error {
	type plain Voucher
	var raw struct {
		plain
		Amount json.RawMessage `json:"amount"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*v = Voucher(raw.plain)
	var err error
	if v.Amount, err = boundedInt(raw.Amount); err != nil {
		return fmt.Errorf("voucher amount: %w", err)
	}
	return nil
}

// Digest is what the channel's signer signs for amount on channel id in epoch 0 (a channel
// never withdrawn); DigestAt names the epoch.
func Digest(sep, id common.Hash, amount *big.Int) common.Hash { return DigestAt(sep, id, 0, amount) }

// DigestAt is what the channel's signer signs for amount on channel id in epoch.
func DigestAt(sep, id common.Hash, epoch uint32, amount *big.Int) common.Hash {
	e := common.BigToHash(new(big.Int).SetUint64(uint64(epoch)))
	return typedHash(sep, crypto.Keccak256(voucherTypeHash[:], id[:], e[:], common.BigToHash(amount).Bytes()))
}

// Sign signs a voucher for amount on channel id in epoch 0 with key; SignAt names the epoch.
func Sign(sep, id common.Hash, amount *big.Int, key *identity.Key) (Voucher, error) {
	return SignAt(sep, id, 0, amount, key)
}

// SignAt signs a voucher for amount on channel id in epoch with key.
func SignAt(sep, id common.Hash, epoch uint32, amount *big.Int, key *identity.Key) (Voucher, error) {
	if amount.Sign() <= 0 || amount.Cmp(MaxAmount) > 0 {
		return Voucher{}, fmt.Errorf("%w: %s", ErrBadAmount, amount)
	}
	if epoch > MaxEpoch {
		return Voucher{}, fmt.Errorf("%w: epoch %d", ErrBadAmount, epoch)
	}
	sig, err := key.SignHash(DigestAt(sep, id, epoch, amount))
	if err != nil {
		return Voucher{}, fmt.Errorf("paychan: sign voucher: %w", err)
	}
	return Voucher{Channel: id, Epoch: epoch, Amount: new(big.Int).Set(amount), Sig: sig}, nil
}

// Verify checks v's ECDSA signature against signer, locally (no chain call). Contract
// signers (ERC-1271) are not verified here: the contract accepts them, a payee's node does not.
func Verify(sep common.Hash, v Voucher, signer common.Address) error {
	if v.Amount == nil || v.Amount.Sign() <= 0 || v.Amount.Cmp(MaxAmount) > 0 {
		return fmt.Errorf("%w: %v", ErrBadAmount, v.Amount)
	}
	if v.Epoch > MaxEpoch {
		return fmt.Errorf("%w: epoch %d", ErrBadAmount, v.Epoch)
	}
	return checkSigner(DigestAt(sep, v.Channel, v.Epoch, v.Amount), v.Sig, signer, "voucher")
}

// checkSigner checks that sig is signer's ECDSA signature of digest as the contract takes it
// (what names the signed thing in errors). The contract (OpenZeppelin's ECDSA) takes only
// 65-byte signatures with v in {27, 28} and a low s; RecoverHash also takes v in {0, 1},
// which the contract would refuse at claim time.
func checkSigner(digest common.Hash, sig []byte, signer common.Address, what string) error {
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		return fmt.Errorf("%w: %s not signed with 65 bytes and v 27 or 28", ErrBadSignature, what)
	}
	got, err := identity.RecoverHash(digest, sig)
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrBadSignature, what, err)
	}
	if got != signer {
		return fmt.Errorf("%w: %s signed by %s, not %s", ErrBadSignature, what, got.Hex(), signer.Hex())
	}
	return nil
}

// Sentinel errors of voucher checks.
var (
	ErrBadAmount      = errors.New("paychan: bad amount")
	ErrBadSignature   = errors.New("paychan: bad voucher signature")
	ErrWrongChannel   = errors.New("paychan: voucher for another channel")
	ErrWrongPayee     = errors.New("paychan: channel pays another payee")
	ErrNotHigher      = errors.New("paychan: voucher not above the last one")
	ErrOverDeposit    = errors.New("paychan: voucher over the deposit")
	ErrUnderPrice     = errors.New("paychan: voucher raises less than the price")
	ErrUnknownChannel = errors.New("paychan: unknown channel")
	ErrClosing        = errors.New("paychan: channel is being withdrawn")
	ErrInFlight       = errors.New("paychan: a call is already in flight on this channel")
	ErrNoFunds        = errors.New("paychan: deposit exhausted")
	ErrWrongToken     = errors.New("paychan: channel in a token this payee does not accept")
	ErrStale          = errors.New("paychan: channel state too old to trust (sync it)")
	ErrWrongEpoch     = errors.New("paychan: voucher of another epoch of the channel")
	ErrBusy           = errors.New("paychan: channel is paying for another call")
	ErrRetired        = errors.New("paychan: channel retired for this caller (a voucher of theirs was badly signed)")
	ErrNotInFlight    = errors.New("paychan: the payee holds an amount this payer has not left unresolved")
	ErrOverOwed       = errors.New("paychan: settlement above what the channel owes")
)

// NotHigherError is the checker's refusal of a voucher not above the one it holds; it carries
// the held amount, so a payer whose answer was lost can adopt it (Payer.Adopt) and move on.
// errors.Is(err, ErrNotHigher) holds.
type NotHigherError struct {
	Amount, Held *big.Int
}

func (e *NotHigherError) Error() string {
	return fmt.Sprintf("%v: %s <= %s", ErrNotHigher, e.Amount, e.Held)
}

// Is makes errors.Is(err, ErrNotHigher) true.
func (e *NotHigherError) Is(target error) bool { return target == ErrNotHigher }

// UnderPriceError is the checker's refusal of a voucher raising the channel by less than the
// price; it carries what the channel owes already (Held), so a payer whose upto call's answer
// was lost can adopt the payee's charge (Payer.Adopt) and sign above it. errors.Is(err,
// ErrUnderPrice) holds.
type UnderPriceError struct {
	Rise, Price, Held *big.Int
}

func (e *UnderPriceError) Error() string {
	return fmt.Sprintf("%v: +%s < %s", ErrUnderPrice, e.Rise, e.Price)
}

// Is makes errors.Is(err, ErrUnderPrice) true.
func (e *UnderPriceError) Is(target error) bool { return target == ErrUnderPrice }

// HeldAmount returns the amount the payee holds (or is owed) when err is its NotHigherError or
// UnderPriceError.
func HeldAmount(err error) (*big.Int, bool) {
	var nh *NotHigherError
	if errors.As(err, &nh) && nh.Held != nil {
		return new(big.Int).Set(nh.Held), true
	}
	var up *UnderPriceError
	if errors.As(err, &up) && up.Held != nil {
		return new(big.Int).Set(up.Held), true
	}
	return nil, false
}

func pad(a common.Address) []byte { return common.LeftPadBytes(a[:], 32) }

func typedHash(sep common.Hash, structHash []byte) common.Hash {
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], structHash)
}
