public enum JSONRPCPlaceholder {}
