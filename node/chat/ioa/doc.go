// Package ioa holds the conversation states of the Internet-of-Agents protocol: the state a
// chat room (and a team's room) is in, carried in every envelope's "state" field. It is a leaf
// package, so that the API's types and the web app name a state without reaching the chat
// service, its network and its store; node/chat re-exports State and its values.
package ioa
