package x402

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/escrow"
)

// Sender is the node's account as the facilitator needs it: an escrow.ChainSender that says
// its address (a refund is sent only from the address that was paid).
type Sender interface {
	escrow.ChainSender
	Address() common.Address
}

// ExactConfig configures the exact scheme for one EIP-3009 token.
type ExactConfig struct {
	// ChainID is the chain the token lives on (the offers' network eip155:<ChainID>).
	ChainID uint64
	// Token is the EIP-3009 token (USDC, or the devnet's AuthToken).
	Token common.Address
	// Name and Version are the token's EIP-712 domain, sent to clients in extra.name and
	// extra.version (ReadDomain reads them from the token).
	Name, Version string
	// MinValidity is how long an authorization must still be valid when verified, so its
	// settlement can be mined after the call ran; 0 means DefaultMinValidity.
	MinValidity time.Duration
	// MaxTimeout is the offers' maxTimeoutSeconds; 0 means DefaultMaxTimeout.
	MaxTimeout time.Duration
	// SettleTimeout bounds a settlement's wait for its receipt; 0 means DefaultSettleTimeout.
	SettleTimeout time.Duration
	// SettleFirstAbove: payments of at least this amount settle before the call runs (and are
	// refunded when the call then fails); smaller ones run first and settle after, the answer
	// held back until the transfer is mined. Nil: every payment runs first.
	SettleFirstAbove *big.Int
	// Now is the clock (time windows); nil means time.Now.
	Now func() time.Time
	// Logger; nil discards.
	Logger *slog.Logger
}

// Validate reports a missing chain id, token or domain.
func (c ExactConfig) Validate() error {
	switch {
	case c.ChainID == 0:
		return fmt.Errorf("x402: exact: no chain id")
	case c.Token == (common.Address{}):
		return fmt.Errorf("x402: exact: no token")
	case c.Name == "" || c.Version == "":
		return fmt.Errorf("x402: exact: token %s has no EIP-712 name and version", c.Token.Hex())
	}
	return nil
}

// Exact is the `exact` scheme over one EIP-3009 token, verified and settled by the node.
type Exact struct {
	cfg   ExactConfig
	s     Sender
	sep   common.Hash
	token *bindings.AuthToken
	log   *slog.Logger

	mu       sync.Mutex
	inFlight map[authKey]struct{}        // authorizations verified and not yet settled or released
	reserved map[common.Address]*big.Int // per payer, the value of its authorizations in flight
}

type authKey struct {
	from  common.Address
	nonce common.Hash
}

// ExactPayment is a verified exact payment, reserved until Settle or Release.
type ExactPayment struct {
	From, To    common.Address
	Value       *big.Int
	ValidAfter  *big.Int
	ValidBefore *big.Int
	Nonce       common.Hash
	Sig         []byte
}

// EIP-3009's struct type and EIP-712's domain type.
var (
	transferTypeHash = crypto.Keccak256Hash([]byte("TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
	domainTypeHash   = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	authUsedTopic    = crypto.Keccak256Hash([]byte("AuthorizationUsed(address,bytes32)"))
)

// NewExact makes the exact scheme for cfg.Token, settling through s.
func NewExact(cfg ExactConfig, s Sender) (*Exact, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.MinValidity == 0 {
		cfg.MinValidity = DefaultMinValidity
	}
	if cfg.MaxTimeout == 0 {
		cfg.MaxTimeout = DefaultMaxTimeout
	}
	if cfg.SettleTimeout == 0 {
		cfg.SettleTimeout = DefaultSettleTimeout
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	sep := crypto.Keccak256Hash(domainTypeHash[:], crypto.Keccak256([]byte(cfg.Name)), crypto.Keccak256([]byte(cfg.Version)),
		common.BigToHash(new(big.Int).SetUint64(cfg.ChainID)).Bytes(), common.LeftPadBytes(cfg.Token[:], 32))
	return &Exact{cfg: cfg, s: s, sep: sep, token: bindings.NewAuthToken(), log: log, inFlight: map[authKey]struct{}{},
		reserved: map[common.Address]*big.Int{}}, nil
}

// ReadDomain reads an EIP-3009 token's EIP-712 name and version (ERC-5267 eip712Domain).
func ReadDomain(ctx context.Context, r escrow.ChainReader, token common.Address) (name, version string, err error) {
	t := bindings.NewAuthToken()
	d, err := readChain(ctx, r, token, t.PackAuthTokenEip712Domain(), t.UnpackAuthTokenEip712Domain)
	if err != nil {
		return "", "", fmt.Errorf("x402: eip712Domain of %s: %w", token.Hex(), err)
	}
	return d.Name, d.Version, nil
}

// Token is the scheme's asset.
func (e *Exact) Token() common.Address { return e.cfg.Token }

// Requirements is the exact offer of amount to payTo.
func (e *Exact) Requirements(amount *big.Int, payTo common.Address) Requirements {
	return Requirements{Scheme: SchemeExact, Network: Network(e.cfg.ChainID), Amount: amount.String(),
		Asset: e.cfg.Token.Hex(), PayTo: payTo.Hex(), MaxTimeoutSeconds: int64(e.cfg.MaxTimeout / time.Second),
		Extra: map[string]any{"name": e.cfg.Name, "version": e.cfg.Version}}
}

// SettleFirst reports whether a payment of amount settles before its call runs.
func (e *Exact) SettleFirst(amount *big.Int) bool {
	return e.cfg.SettleFirstAbove != nil && amount.Cmp(e.cfg.SettleFirstAbove) >= 0
}

// exactWire is the exact scheme's payload as x402 clients send it.
type exactWire struct {
	Signature     string `json:"signature"`
	Authorization struct {
		From        string `json:"from"`
		To          string `json:"to"`
		Value       string `json:"value"`
		ValidAfter  string `json:"validAfter"`
		ValidBefore string `json:"validBefore"`
		Nonce       string `json:"nonce"`
	} `json:"authorization"`
}

// Verify checks p against the offer req (built by Requirements): the accepted terms, the
// signature, amount, payee, time window, the nonce unused on chain and the payer's balance.
// The payment is reserved until Settle or Release: the same authorization is refused while in
// flight, and the payer's balance must cover its other payments in flight too (a payer holding
// one price cannot have several calls run at once and settle only one). Every refusal is an
// *Error with the official reason.
func (e *Exact) Verify(ctx context.Context, req Requirements, p *PaymentPayload) (*ExactPayment, error) {
	if err := matchAccepted(req, p.Accepted); err != nil {
		return nil, err
	}
	pay, err := e.parse(p.Payload)
	if err != nil {
		return nil, err
	}
	if err := e.check(req, pay); err != nil {
		return nil, err
	}
	k := authKey{pay.From, pay.Nonce}
	e.mu.Lock()
	if _, busy := e.inFlight[k]; busy {
		e.mu.Unlock()
		return nil, refuse(ReasonNonceUsed, "authorization %s of %s is already being settled", pay.Nonce.Hex(), pay.From.Hex())
	}
	e.inFlight[k] = struct{}{}
	others := new(big.Int)
	if r := e.reserved[pay.From]; r != nil {
		others.Set(r)
	}
	e.reserved[pay.From] = new(big.Int).Add(others, pay.Value)
	e.mu.Unlock()
	if err := e.checkChain(ctx, pay, others); err != nil {
		e.Release(pay)
		return nil, err
	}
	return pay, nil
}

func (e *Exact) parse(raw json.RawMessage) (*ExactPayment, error) {
	var w exactWire
	if err := DecodeJSON(raw, &w); err != nil {
		return nil, refuse(ReasonInvalidPayload, "exact payload: %v", err)
	}
	a := w.Authorization
	var pay ExactPayment
	var err error
	bad := func(err error) (*ExactPayment, error) {
		return nil, refuse(ReasonInvalidPayload, "exact payload: %v", err)
	}
	if pay.From, err = parseAddress("authorization.from", a.From); err != nil {
		return bad(err)
	}
	if pay.To, err = parseAddress("authorization.to", a.To); err != nil {
		return bad(err)
	}
	if pay.Value, err = parseUint("authorization.value", a.Value); err != nil {
		return bad(err)
	}
	if pay.ValidAfter, err = parseUint("authorization.validAfter", a.ValidAfter); err != nil {
		return bad(err)
	}
	if pay.ValidBefore, err = parseUint("authorization.validBefore", a.ValidBefore); err != nil {
		return bad(err)
	}
	if pay.Nonce, err = parseHash("authorization.nonce", a.Nonce); err != nil {
		return bad(err)
	}
	if pay.Sig, err = parseSig("signature", w.Signature); err != nil {
		return bad(err)
	}
	return &pay, nil
}

// check is the local part of Verify: terms, window and signature.
func (e *Exact) check(req Requirements, pay *ExactPayment) error {
	if !sameAddress(req.PayTo, pay.To) {
		return refuse(ReasonRecipientMismatch, "authorization pays %s, the offer's payTo is %s", pay.To.Hex(), req.PayTo)
	}
	if pay.Value.String() != req.Amount {
		return refuse(ReasonValueMismatch, "authorization value %s, the price is %s", pay.Value, req.Amount)
	}
	now := e.cfg.Now().Unix()
	if pay.ValidAfter.Cmp(big.NewInt(now)) >= 0 {
		return refuse(ReasonNotYetValid, "authorization valid after %s, now is %d", pay.ValidAfter, now)
	}
	if least := now + int64(e.cfg.MinValidity/time.Second); pay.ValidBefore.Cmp(big.NewInt(least)) <= 0 {
		return refuse(ReasonExpired, "authorization valid before %s, it must stay valid past %d to settle", pay.ValidBefore, least)
	}
	signer, err := recoverSigner(e.digest(pay), pay.Sig)
	if err != nil {
		return refuse(ReasonBadSignature, "%v", err)
	}
	if signer != pay.From {
		return refuse(ReasonBadSignature, "authorization signed by %s, not by its from %s", signer.Hex(), pay.From.Hex())
	}
	if pay.Sig[64] < 27 { // the token's ECDSA (OpenZeppelin's, as USDC's) takes v 27 or 28 only
		pay.Sig[64] += 27
	}
	return nil
}

// checkChain reads the nonce's state and the payer's balance, both at once; the balance must
// cover pay and others, the payer's other payments in flight.
func (e *Exact) checkChain(ctx context.Context, pay *ExactPayment, others *big.Int) error {
	var used bool
	var usedErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		used, usedErr = readChain(ctx, e.s, e.cfg.Token, e.token.PackAuthorizationState(pay.From, pay.Nonce), e.token.UnpackAuthorizationState)
	}()
	bal, balErr := readChain(ctx, e.s, e.cfg.Token, e.token.PackBalanceOf(pay.From), e.token.UnpackBalanceOf)
	<-done
	switch {
	case usedErr != nil:
		return refuse(ReasonChainRead, "authorizationState: %v", usedErr)
	case used:
		return refuse(ReasonNonceUsed, "authorization %s of %s was already used or cancelled", pay.Nonce.Hex(), pay.From.Hex())
	case balErr != nil:
		return refuse(ReasonChainRead, "balanceOf: %v", balErr)
	case bal.Cmp(new(big.Int).Add(pay.Value, others)) < 0:
		return refuse(ReasonInsufficientFunds, "%s holds %s of %s, the payment is %s and %s is in flight", pay.From.Hex(), bal, e.cfg.Token.Hex(), pay.Value, others)
	}
	return nil
}

// digest is the EIP-712 hash the payer signed.
func (e *Exact) digest(p *ExactPayment) common.Hash {
	word := func(v *big.Int) []byte { return common.BigToHash(v).Bytes() }
	st := crypto.Keccak256(transferTypeHash[:], common.LeftPadBytes(p.From[:], 32), common.LeftPadBytes(p.To[:], 32),
		word(p.Value), word(p.ValidAfter), word(p.ValidBefore), p.Nonce[:])
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, e.sep[:], st)
}

// recoverSigner recovers a 65-byte signature's signer (v 27/28 or 0/1, low s, as the token's
// ECDSA library demands).
func recoverSigner(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("signature of %d bytes, not 65", len(sig))
	}
	s := append([]byte(nil), sig...)
	if s[64] >= 27 {
		s[64] -= 27
	}
	if !crypto.ValidateSignatureValues(s[64], new(big.Int).SetBytes(s[:32]), new(big.Int).SetBytes(s[32:64]), true) {
		return common.Address{}, fmt.Errorf("signature values out of range (v %d, or high s)", sig[64])
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, fmt.Errorf("recover signer: %w", err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// SettleBy is the last moment pay can still be settled: its validBefore less MinValidity, the
// time a settlement needs to be mined. A call paid by pay runs until then at most; later, its
// answer could not be paid.
func (e *Exact) SettleBy(pay *ExactPayment) time.Time {
	if !pay.ValidBefore.IsInt64() {
		return time.Unix(1<<62, 0)
	}
	return time.Unix(pay.ValidBefore.Int64(), 0).Add(-e.cfg.MinValidity)
}

// Release drops a verified payment's reservation without settling it (its call failed), or
// once it settled.
func (e *Exact) Release(pay *ExactPayment) {
	e.mu.Lock()
	defer e.mu.Unlock()
	k := authKey{pay.From, pay.Nonce}
	if _, ok := e.inFlight[k]; !ok {
		return
	}
	delete(e.inFlight, k)
	if r := e.reserved[pay.From]; r != nil {
		if r.Sub(r, pay.Value); r.Sign() <= 0 {
			delete(e.reserved, pay.From)
		}
	}
}
