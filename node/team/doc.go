// Package team turns a goal into a plan, a team and paid sub-tasks, and runs it to a
// conclusion in an AgentChat room.
//
// A Plan is a task graph (Task: skill, description, input that may take earlier outputs,
// dependencies, sync or async mode, share of the budget); Validate refuses a bad plan before
// anything is posted. The Engine is the leader's side: for every ready task it finds candidates
// through discovery, names them in a task_assignment message, hires them by direct-hire
// bounties funded from the goal's budget (replacing a candidate that does not claim in time,
// then falling back to an open bounty) or, for a task with Ask, by a swarm auction paid by
// voucher (Deps.Asker), retries a failed task with another agent, feeds results into
// dependents' inputs, joins the final answer and posts the conclusion with the accounts
// (Accounts: paid + fees + calls + refunded + pending refund + escrowed + unspent == budget,
// in wei);
// a failed task never waits for a rejected bounty's money, whose refund reaches the accounts
// when the bounty settles. Team state is kept
// in badger (Store) before every step that spends, so a restarted leader resumes without paying
// twice. The conversation (Apply, Vote) is the room's state machine: members propose a state
// change or a revised plan and vote when the owner asks; unknown states and types are ignored.
//
// The values (Plan, Team, TaskState, Accounts, Proposal, ...) and the pure functions on them
// (DecodePlan, Validate) live in the leaf package teamstate, which the API's types and the web
// app import; this package re-exports their names for the engine's users.
package team
