package node

import (
	"strings"
	"testing"
)

// Finding 4, the node's side: a stranger's bounty to this node's llm agent whose spec names
// the room of a team the agent leads made team_propose (no team named) post there with the
// leader's weight. The work room of a team this node leads is refused.
func TestReviewProposeRoomNotOwnTeam(t *testing.T) {
	leads := func(id string) bool { return id == "mine" }
	if _, err := proposeRoom("team-mine", "", leads); err == nil || !strings.Contains(err.Error(), "a team this node leads") {
		t.Fatalf("a forged work room of a team this node leads: %v", err)
	}
	if room, err := proposeRoom("team-theirs", "", leads); err != nil || room != "team-theirs" {
		t.Fatalf("the work room of another node's team: %q %v", room, err)
	}
	if room, err := proposeRoom("", "mine", leads); err != nil || room != "team-mine" {
		t.Fatalf("a team named by a task that formed it: %q %v", room, err)
	}
	if _, err := proposeRoom("", "", leads); err == nil {
		t.Fatal("no team")
	}
}
