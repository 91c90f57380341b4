"""The Qt-free core: models, catalogue, engines. Never import Qt here."""
