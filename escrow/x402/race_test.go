package x402_test

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/escrow/x402"
)

// authOf decodes the exact authorization a request carries.
func authOf(t testing.TB, r *http.Request) (from, to common.Address, value, after, before *big.Int, nonce common.Hash, sig []byte) {
	t.Helper()
	p, err := x402.DecodePayment(r.Header.Get(x402.HeaderSignature))
	if err != nil {
		t.Fatal(err)
	}
	var w struct {
		Signature     string
		Authorization struct{ From, To, Value, ValidAfter, ValidBefore, Nonce string }
	}
	if err := json.Unmarshal(p.Payload, &w); err != nil {
		t.Fatal(err)
	}
	a := w.Authorization
	num := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 10); return v }
	return common.HexToAddress(a.From), common.HexToAddress(a.To), num(a.Value), num(a.ValidAfter), num(a.ValidBefore),
		common.HexToHash(a.Nonce), hexutil.MustDecode(w.Signature)
}

// TestExactSettlementFrontRunStillAnswers: while the call runs, a stranger relays the payer's
// authorization first (the payee is paid by that transaction). The node's own settlement then
// reverts, finds the authorization used on chain and answers: the payer, who paid, gets the
// answer; nothing is paid twice.
func TestExactSettlementFrontRunStillAnswers(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	payer0, node0 := w.balance(w.Payer.Address()), w.balance(w.Node.Address())
	w.during = func(r *http.Request) {
		from, to, value, after, before, nonce, sig := authOf(t, r)
		relay := w.sender(w.Poor)
		data := bindings.NewAuthToken().PackTransferWithAuthorization(from, to, value, after, before, nonce, sig)
		if _, err := relay.Send(context.Background(), chain.Tx{To: &w.Token, Data: data}); err != nil {
			t.Errorf("front-run: %v", err)
		}
	}
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if resp.StatusCode != http.StatusOK || body != `{"echo":"hello"}` || resp.Header.Get(x402.HeaderResponse) == "" {
		t.Fatalf("front-run call: %d %q", resp.StatusCode, body)
	}
	if d := new(big.Int).Sub(payer0, w.balance(w.Payer.Address())); d.Cmp(w.price) != 0 {
		t.Fatalf("payer paid %s, want exactly one price", d)
	}
	if d := new(big.Int).Sub(w.balance(w.Node.Address()), node0); d.Cmp(w.price) != 0 {
		t.Fatalf("payee got %s, want exactly one price", d)
	}
}

// TestExactCancelledDuringTheCallGetsNoAnswer: the payer cancels its authorization while the
// call runs; the settlement fails, nothing was paid, and the answer is withheld (402).
func TestExactCancelledDuringTheCallGetsNoAnswer(t *testing.T) {
	w := newWorld(t, nil)
	ex := w.offer("/paid").Accepts[0]
	payer0, node0 := w.balance(w.Payer.Address()), w.balance(w.Node.Address())
	w.during = func(r *http.Request) {
		from, _, _, _, _, nonce, _ := authOf(t, r)
		name, version, _ := x402.ReadDomain(context.Background(), w.Node, w.Token)
		sep := crypto.Keccak256Hash(crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
			crypto.Keccak256([]byte(name)), crypto.Keccak256([]byte(version)), common.BigToHash(big.NewInt(1337)).Bytes(), common.LeftPadBytes(w.Token[:], 32))
		st := crypto.Keccak256(crypto.Keccak256([]byte("CancelAuthorization(address authorizer,bytes32 nonce)")), common.LeftPadBytes(from[:], 32), nonce[:])
		sig, err := w.Payer.SignHash(crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], st))
		if err != nil {
			t.Error(err)
			return
		}
		data := bindings.NewAuthToken().PackCancelAuthorization0(from, nonce, sig)
		if _, err := w.sender(w.Payer).Send(context.Background(), chain.Tx{To: &w.Token, Data: data}); err != nil {
			t.Errorf("cancel: %v", err)
		}
	}
	p, _ := x402.PayExact(w.Payer, ex, nil, time.Now())
	resp, body := w.get("/paid", map[string]string{x402.HeaderSignature: header(t, p)})
	if msg := refusal(t, resp); !strings.Contains(msg, x402.ReasonSettleFailed) || strings.Contains(body, "hello") {
		t.Fatalf("cancelled authorization: %q %q", msg, body)
	}
	if w.balance(w.Payer.Address()).Cmp(payer0) != 0 || w.balance(w.Node.Address()).Cmp(node0) != 0 {
		t.Fatal("a cancelled authorization moved money")
	}
}
