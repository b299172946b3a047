package call

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/agentsite/agentsite/identity"
)

func BenchmarkSignVerify(b *testing.B) {
	key, _ := identity.GenerateKey()
	p := Params{Agent: "echo", Skill: "echo", Input: json.RawMessage(`{"message":"hello, agent","n":42}`), Deadline: time.Now().Add(time.Minute).UnixMilli(), Callee: "x"}
	b.Run("sign", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if err := p.Sign(key, testChain, time.Now()); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("verify", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, _, err := p.Verify(testChain); err != nil {
				b.Fatal(err)
			}
		}
	})
}
