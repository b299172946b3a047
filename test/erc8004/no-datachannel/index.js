throw new Error("node-datachannel is not installed (a stub): WebRTC is unavailable");
