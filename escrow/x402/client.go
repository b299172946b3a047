package x402

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/escrow/paychan"
	"github.com/agentsite/agentsite/identity"
)

// PayExact is the paying side of the exact scheme, as the official client does it: an
// EIP-3009 authorization of req's amount to req's payTo, valid from 0 until now plus
// maxTimeoutSeconds, with a random nonce, signed by key under the token's domain (extra.name,
// extra.version, the network's chain id).
func PayExact(key *identity.Key, req Requirements, res *Resource, now time.Time) (*PaymentPayload, error) {
	chainID, err := chainOf(req.Network)
	if err != nil {
		return nil, err
	}
	name, _ := req.Extra["name"].(string)
	version, _ := req.Extra["version"].(string)
	token, err := parseAddress("asset", req.Asset)
	if err != nil {
		return nil, fmt.Errorf("x402: pay exact: %w", err)
	}
	to, err := parseAddress("payTo", req.PayTo)
	if err != nil {
		return nil, fmt.Errorf("x402: pay exact: %w", err)
	}
	value, err := parseUint("amount", req.Amount)
	if err != nil {
		return nil, fmt.Errorf("x402: pay exact: %w", err)
	}
	var nonce common.Hash
	if _, err := rand.Read(nonce[:]); err != nil {
		return nil, fmt.Errorf("x402: pay exact: nonce: %w", err)
	}
	pay := &ExactPayment{From: key.Address(), To: to, Value: value, ValidAfter: new(big.Int),
		ValidBefore: big.NewInt(now.Unix() + req.MaxTimeoutSeconds), Nonce: nonce}
	e := &Exact{sep: crypto.Keccak256Hash(domainTypeHash[:], crypto.Keccak256([]byte(name)), crypto.Keccak256([]byte(version)),
		common.BigToHash(new(big.Int).SetUint64(chainID)).Bytes(), common.LeftPadBytes(token[:], 32))}
	if pay.Sig, err = key.SignHash(e.digest(pay)); err != nil {
		return nil, fmt.Errorf("x402: pay exact: sign: %w", err)
	}
	return wrap(req, res, ExactWire(pay))
}

// ExactWire is pay as the exact scheme's payload.
func ExactWire(pay *ExactPayment) any {
	var w exactWire
	w.Signature = hexutil.Encode(pay.Sig)
	w.Authorization.From, w.Authorization.To = pay.From.Hex(), pay.To.Hex()
	w.Authorization.Value, w.Authorization.ValidAfter = pay.Value.String(), pay.ValidAfter.String()
	w.Authorization.ValidBefore, w.Authorization.Nonce = pay.ValidBefore.String(), pay.Nonce.Hex()
	return w
}

// PayVoucher is the batch-settlement payload of voucher v on channel ch.
func PayVoucher(req Requirements, res *Resource, ch paychan.Channel, v paychan.Voucher) (*PaymentPayload, error) {
	var w batchWire
	w.Type = "voucher"
	w.ChannelConfig.Payer, w.ChannelConfig.PayerAuthorizer = ch.Payer.Hex(), ch.Signer.Hex()
	w.ChannelConfig.Receiver, w.ChannelConfig.Token, w.ChannelConfig.Salt = ch.Payee.Hex(), ch.Token.Hex(), ch.Salt.Hex()
	w.Voucher.ChannelID, w.Voucher.Epoch = v.Channel.Hex(), v.Epoch
	w.Voucher.MaxClaimableAmount, w.Voucher.Signature = v.Amount.String(), hexutil.Encode(v.Sig)
	return wrap(req, res, w)
}

func wrap(req Requirements, res *Resource, payload any) (*PaymentPayload, error) {
	raw, err := json.Marshal(payload)
	if err != nil {
		return nil, fmt.Errorf("x402: payload: %w", err)
	}
	return &PaymentPayload{X402Version: Version, Resource: res, Accepted: req, Payload: raw}, nil
}

// chainOf reads eip155:<id>.
func chainOf(network string) (uint64, error) {
	var id uint64
	if _, err := fmt.Sscanf(network, "eip155:%d", &id); err != nil || Network(id) != network {
		return 0, fmt.Errorf("x402: network %q is not eip155:<chain id>", clip(network))
	}
	return id, nil
}
