package marketnet

import (
	"bufio"
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/identity"
)

// FuzzDecodeRequest feeds arbitrary bytes to the server's request decoding: header line,
// fields, and for a delivery the signature check over what follows. It must never panic, and
// what it accepts must be within the limits.
func FuzzDecodeRequest(f *testing.F) {
	k, err := identity.GenerateKey()
	if err != nil {
		f.Fatal(err)
	}
	sealed := []byte("sealed result bytes")
	d, err := escrow.SignDelivery(k, 31337, common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"), 7, 3, sealed, time.Unix(1700000000, 0))
	if err != nil {
		f.Fatal(err)
	}
	deliver, _ := json.Marshal(request{Op: "deliver", Delivery: &d})
	f.Add(append(append(deliver, '\n'), sealed...))
	f.Add([]byte(`{"op":"get","hash":"` + common.Hash{1}.Hex()[2:] + `"}` + "\n"))
	f.Add([]byte(`{"op":"get","hash":"zz"}` + "\n"))
	f.Add([]byte(`{"op":"deliver","delivery":{"size":99999999}}` + "\n"))
	f.Add([]byte(`{"op":"deliver","delivery":{"size":-1}}` + "\n"))
	f.Add([]byte(`{"op":"nope","extra":1}` + "\n"))
	f.Add(bytes.Repeat([]byte("{"), MaxHeader+10))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, raw []byte) {
		br := bufio.NewReaderSize(bytes.NewReader(raw), MaxHeader)
		line, err := readLine(br)
		if err != nil {
			return
		}
		if len(line) > MaxHeader {
			t.Fatalf("accepted a %d-byte header line", len(line))
		}
		req, _, err := decodeRequest(line)
		if err != nil {
			return
		}
		switch req.Op {
		case "get":
		case "deliver":
			if req.Delivery.Size <= 0 || req.Delivery.Size > escrow.MaxSealedSize {
				t.Fatalf("accepted a delivery of %d bytes", req.Delivery.Size)
			}
			rest := make([]byte, min(req.Delivery.Size, br.Buffered()))
			_, _ = br.Read(rest)
			_ = req.Delivery.VerifySignature()
			_ = req.Delivery.CheckSealed(rest)
		default:
			t.Fatalf("accepted op %q", req.Op)
		}
	})
}
