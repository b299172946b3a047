package escrow_test

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// FuzzDecodeAnnouncement feeds arbitrary bytes to the gossip decoder: it must never panic,
// and what it accepts must be within the size limit, on the chain, fresh and signed by the
// requester it names.
func FuzzDecodeAnnouncement(f *testing.F) {
	const chainID = 31337
	now := time.Unix(1700000000, 0)
	k, err := identity.GenerateKey()
	if err != nil {
		f.Fatal(err)
	}
	a := escrow.Announcement{ChainID: chainID, Escrow: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"), BountyID: 1,
		Skill: "echo", Reward: escrow.NewBigString(big.NewInt(1000)), Deadline: now.Add(time.Hour).Unix(), Peer: "12D3KooW"}
	if err := a.Sign(k, now); err != nil {
		f.Fatal(err)
	}
	good, _ := json.Marshal(a)
	f.Add(good)
	f.Add(good[:len(good)/2])
	wrongChain := a
	wrongChain.ChainID = 1
	b, _ := json.Marshal(wrongChain)
	f.Add(b)
	f.Add([]byte(`{"chainId":31337,"bountyId":1,"skill":"x","reward":"-1","peer":"p"}`))
	f.Add([]byte(`{"reward":"1e999999"}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		got, err := escrow.DecodeAnnouncement(raw, chainID, now, 5*time.Minute)
		if err != nil {
			return
		}
		if len(raw) > escrow.MaxAnnouncementSize || got.ChainID != chainID || got.BountyID == 0 || got.Reward == nil {
			t.Fatalf("accepted %+v from %d bytes", got, len(raw))
		}
		again, _ := json.Marshal(got)
		if _, err := escrow.DecodeAnnouncement(again, chainID, now, 5*time.Minute); err != nil {
			t.Fatalf("accepted announcement does not decode again: %v", err)
		}
	})
}
