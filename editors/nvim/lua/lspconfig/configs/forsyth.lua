-- nvim-lspconfig 1.x looks configurations up here.
return require('lspconfig.server_configurations.forsyth')
