package test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/agentsite/agentsite/escrow"
	"github.com/agentsite/agentsite/node/apitypes"
	"github.com/agentsite/agentsite/node/chat"
	"github.com/agentsite/agentsite/node/team"
)

// TestE2ETeamWorkerInRoom: the node of an agent a team hires joins the team's room while the
// agent works (the room is named in the bounty's spec), and the agent's messages (claimed, its
// progress reports, result submitted, settled), signed with the hired agent's DID, reach the
// leader's room.
func TestE2ETeamWorkerInRoom(t *testing.T) {
	w, alice, dave := startTeamNet(t, 4*time.Minute)
	plan := team.Plan{Tasks: []team.Task{{ID: "t1", Skill: "slow", Input: json.RawMessage(`{"steps":20,"stepMs":150}`), Share: "0.01"}}}
	v, err := w.startTeam(alice, apitypes.TeamStartParams{Goal: "wait in the room", Budget: "0.01", Plan: &plan})
	if err != nil {
		t.Fatal(err)
	}
	var running apitypes.TeamView
	w.waitFor("t1 to be claimed", time.Minute, func() (bool, error) {
		running = apitypes.TeamView{}
		err := w.api(alice, "team.show", map[string]string{"id": v.ID}, &running)
		return err == nil && running.Tasks[0].Status == team.TaskRunning, err
	})
	hired := running.Tasks[0].Attempts[0]
	w.waitFor("dave's node to record its claim", 20*time.Second, func() (bool, error) {
		j, ok := dave.Market().Job(hired.BountyID)
		return ok && j.Role == escrow.RoleWorker, nil
	})
	w.waitFor("dave's node to join the team room while its agent works", 20*time.Second, func() (bool, error) {
		var rooms []string
		err := w.api(dave, "chat.rooms", nil, &rooms)
		return slices.Contains(rooms, v.Room), err
	})
	var rooms []string
	if err := w.api(w.d.Nodes[2], "chat.rooms", nil, &rooms); err != nil || slices.Contains(rooms, v.Room) {
		t.Fatalf("carol's node, not hired, is in the room: %v (%v)", rooms, err)
	}
	v = w.waitTeam(alice, v.ID, 2*time.Minute)
	if v.Reason != "all 1 tasks done" {
		t.Fatalf("team: %s", v.Reason)
	}
	want := []string{"claimed bounty", "step 20 of 20", "submitted its result", "settled: accepted"}
	var envs []chat.Envelope
	end := time.Now().Add(30 * time.Second)
	for seen := 0; seen < len(want); {
		if time.Now().After(end) {
			for _, e := range envs {
				t.Logf("room: %s [%s/%s] %s %s", e.SenderID, e.State, e.Type, e.TaskID, e.Content)
			}
			t.Fatalf("the leader's room has %d of the worker's %d messages in order", seen, len(want))
		}
		time.Sleep(100 * time.Millisecond)
		envs = nil
		if err := w.api(alice, "chat.read", map[string]any{"room": v.Room, "limit": 200}, &envs); err != nil {
			t.Fatal(err)
		}
		seen = 0
		for _, e := range envs {
			if seen < len(want) && e.SenderID == hired.AgentDID && e.TaskID == "t1" && strings.Contains(e.Content, want[seen]) {
				seen++
			}
		}
	}
}
