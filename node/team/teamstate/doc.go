// Package teamstate holds a team's values and the pure functions on them: the Plan (Task,
// Mode; DecodePlan and Validate refuse a bad one, Order sorts it, References and Resolve fill
// a task's input from earlier outputs), the Team a leader keeps (TaskState, TaskStatus,
// Attempt, Limits), its Accounts, the conversation's Proposal, ProposalBody, Trigger and
// Assignment, and the tokens reported (Usage).
//
// It is a leaf: no network, no store, no chain, so the API's types (node/apitypes) and the
// web app carry and check plans and teams without reaching the engine. node/team, which runs
// teams, re-exports these names; the JSON of every type is the wire format of team.start,
// team.show and the team's room.
package teamstate
