package identity

import (
	"bytes"
	"errors"
	"testing"
	"time"
)

func TestSealOpen(t *testing.T) {
	requester, _ := GenerateKey()
	stranger, _ := GenerateKey()
	// The worker learns the requester's public key from a signed statement alone.
	st, sig, err := requester.SignStatement(1337, "agentsite/bounty/1", []byte("spec"), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	pub, err := RecoverPublicKey(st.Digest(1337), sig, requester.Address())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := RecoverPublicKey(st.Digest(1337), sig, stranger.Address()); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("recovered for the wrong address: %v", err)
	}
	msg := []byte(`{"result":"the summary"}`)
	sealed, err := Seal(pub, msg)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(sealed, msg) {
		t.Fatal("sealed message contains the plaintext")
	}
	got, err := requester.Open(sealed)
	if err != nil || !bytes.Equal(got, msg) {
		t.Fatalf("open: %q, %v", got, err)
	}
	if _, err := stranger.Open(sealed); !errors.Is(err, ErrCannotOpen) {
		t.Fatalf("stranger opened it: %v", err)
	}
	sealed[len(sealed)-1] ^= 1
	if _, err := requester.Open(sealed); !errors.Is(err, ErrCannotOpen) {
		t.Fatalf("tampered message opened: %v", err)
	}
	if _, err := requester.Open([]byte("garbage")); !errors.Is(err, ErrCannotOpen) {
		t.Fatalf("garbage opened: %v", err)
	}
}
