// The member app: file-based routes split per route, Tailwind 4 with the kit's theme, and in
// development the API proxied to the local server (production serves both from one origin).
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must run before React's so it can split the route files.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  build: {
    rolldownOptions: {},
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8090', changeOrigin: false } },
  },
});
