package discovery_test

import (
	"testing"

	"github.com/agentsite/agentsite/registry/cardtest"
	"github.com/agentsite/agentsite/registry/index"
)

// BenchmarkAnnouncementPipeline is the CPU one node spends on one gossip announcement: the topic
// validator (decode, structure, signature, freshness, stake, replay) and the index write. It is
// the per-hop processing cost a real (one node per machine) network adds to propagation.
func BenchmarkAnnouncementPipeline(b *testing.B) {
	nw := newNetwork(b, 1, testConfig())
	nd := nw.nodes[0]
	const distinct = 256
	msgs := make([][]byte, distinct)
	for i := range msgs {
		msgs[i] = announce(b, wire(b, signed(b, cardtest.Spec{Name: "bench agent", Description: "does things", Tags: []string{"bench", "pipeline"}})))
	}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if i == distinct { // new issues of the same cards so the replay cache does not trip
			b.StopTimer()
			for j := range msgs {
				msgs[j] = announce(b, wire(b, signed(b, cardtest.Spec{Name: "bench agent", Description: "does things", Tags: []string{"bench", "pipeline"}})))
			}
			i = 0
			b.StartTimer()
		}
		c, err := nd.d.ValidateAnnouncement(msgs[i])
		if err != nil {
			b.Fatal(err)
		}
		if _, err := nd.idx.PutVerified(c, index.SourceGossip); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
